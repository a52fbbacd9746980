import type { PayloadRequest } from 'payload'
import { clientIp } from '../../../platform/http/client-ip'
import { appendAccessLog } from './append-access-log'
import type { EntryFields } from './entry-hash'

/** What was done to which record or export, and whose data it was (a member, or how many rows). */
export type AccessRecord = Omit<EntryFields, 'at' | 'accountId' | 'loginId' | 'clientIp'>

/** One entry for what the signed-in staff member or admin of `req` did, from the address the portal worked out. */
export const recordAccess = async (req: PayloadRequest, record: AccessRecord) => {
  const { user } = req
  if (!user) throw new Error('an access-log entry names the account that acted')
  return appendAccessLog(req.payload, { accountId: user.id, loginId: user.username, clientIp: clientIp(req), ...record })
}
