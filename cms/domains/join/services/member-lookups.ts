import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'

/** Any member with this login id, withdrawn ones included: an id is never handed out twice. */
export const isLoginIdTaken = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.count({ collection: 'users', ...systemAccess('join checks'), req, where: { username: { equals: loginId } } })).totalDocs > 0

/** The id of the member holding this e-mail, or null. */
export const emailOwnerId = async (req: PayloadRequest, email: string): Promise<number | null> => {
  const { docs } = await req.payload.find({
    collection: 'users',
    ...systemAccess('join checks'),
    req,
    limit: 1,
    depth: 0,
    select: {},
    where: { email: { equals: email } },
  })
  return docs[0]?.id ?? null
}
