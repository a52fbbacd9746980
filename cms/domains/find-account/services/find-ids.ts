import type { PayloadRequest } from 'payload'
import type { FindIdData } from '../../../../contract/auth'
import { systemAccess } from '../../../platform/access/system-access'
import { findIdRef, maskLoginId, findMessages } from '../../account'
import type { FindIdInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'
import { spendRateLimit } from '../../../platform/security/rate-limits'

/** The masked ids of the active members with this name and e-mail or phone, oldest first. */
export const findIds = async (req: PayloadRequest, input: FindIdInput): Promise<FindIdData> => {
  await spendRateLimit(req, 'find', input.email ?? input.phone)
  const { docs } = await req.payload.find({
    collection: 'users',
    ...systemAccess('account recovery'),
    req,
    depth: 0,
    limit: 20,
    sort: 'createdAt',
    select: { username: true, createdAt: true },
    where: {
      and: [
        { name: { equals: input.name } },
        { status: { equals: 'active' } },
        input.email ? { email: { equals: input.email } } : { phone: { equals: input.phone } },
      ],
    },
  })
  if (docs.length === 0) throw new AppError(404, findMessages.idNotFound)
  return { list: docs.map((user) => ({ maskedId: maskLoginId(user.username), joinedAt: user.createdAt, ref: findIdRef(user.id) })) }
}
