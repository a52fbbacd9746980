import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import type { NotificationChannel } from '../../../../contract/notifications'
import { maskKoreanMobile, normalizeKoreanMobile } from '../../../platform/phone'
export { maskKoreanMobile as maskPhone } from '../../../platform/phone'
import type { User } from '../../../payload-types'

/** The member as the notification service reads them: account, preferences, verified phone. */
export const memberToNotify = async (req: PayloadRequest, member: number | User | null | undefined) => {
  const id = relationId(member)
  if (!id) return null
  const found = (await req.payload.findByID({ collection: 'users', id, depth: 0, ...systemAccess('notifications'), req, disableErrors: true })) as User | null
  if (!found || found.status === 'withdrawn') return null
  return found
}

/** The number 알림톡 and 문자 go to: only one the member proved by the SMS code. */
export const verifiedPhone = (member: Pick<User, 'phone' | 'phoneVerifiedAt'>) =>
  member.phoneVerifiedAt && member.phone ? normalizeKoreanMobile(member.phone) : null

/** h***@example.com. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}

/** Where a channel reaches the member, masked as the log shows it; null when it cannot reach them. */
export const recipientOf = (member: Pick<User, 'email' | 'phone' | 'phoneVerifiedAt'>, channel: NotificationChannel) => {
  if (channel === 'portal') return '포털 알림'
  if (channel === 'email') return member.email ? maskEmail(member.email) : null
  const phone = verifiedPhone(member)
  return phone ? maskKoreanMobile(phone) : null
}
