import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { spendRateLimit } from '../../../platform/security/rate-limits'
import type { CheckIdData } from '../../../../contract/auth'
import { joinMessages } from '../messages'

/** Any member with this login id, withdrawn ones included: an id is never handed out twice. */
export const isLoginIdTaken = async (req: PayloadRequest, loginId: string) =>
  (await req.payload.count({ collection: 'users', ...systemAccess('join checks'), req, where: { username: { equals: loginId } } })).totalDocs > 0

/** The join form's "중복 확인": spends the address's lookup budget, so the member list cannot be read off by guessing ids. */
export const checkLoginId = async (req: PayloadRequest, loginId: string): Promise<CheckIdData> => {
  await spendRateLimit(req, 'lookup')
  const available = !(await isLoginIdTaken(req, loginId))
  return { login_id: loginId, available, message: available ? joinMessages.loginIdAvailable : joinMessages.loginIdTaken }
}

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
