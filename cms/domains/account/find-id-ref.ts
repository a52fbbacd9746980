import type { PayloadRequest } from 'payload'
import { AppError } from '../../platform/http/errors'
import { readSignedValue, signValue } from '../../platform/security/signed-value'
import type { User } from '../../payload-types'
import { findMessages } from './messages'

/**
 * The find-ID result never hands out a full login id; each match carries this signed ref instead,
 * which login and find password accept in place of the id for half an hour.
 */
const KIND = 'find-id'
const TTL_SECONDS = 30 * 60

export const findIdRef = (userId: number) => signValue(KIND, { userId }, TTL_SECONDS)

/** The active member a ref stands for; an expired, forged or withdrawn one is a 400. */
export const memberFromFindIdRef = async (req: PayloadRequest, ref: string): Promise<User> => {
  const value = readSignedValue<{ userId: number }>(KIND, ref)
  const user = value
    ? ((await req.payload.db.findOne({
        collection: 'users',
        req,
        where: { and: [{ id: { equals: value.userId } }, { status: { equals: 'active' } }] },
      })) as User | null)
    : null
  if (!user) throw new AppError(400, findMessages.refExpired)
  return user
}
