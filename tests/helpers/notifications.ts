import type { MyNotification } from '../../contract/notification-inbox'
import type { NotificationEvent, NotificationPreferences } from '../../contract/notifications'
import { bearer, portalUrl, requestJson, v1 } from './api'
import { rest } from './access-matrix'
import { backdate, waitForValue, writeTestDatabase } from './backdate'
import { adminLogin, createMember, type TestMember } from './members'

/** A message the SOLAPI stand-in took (/dev/phone/messages), newest first. */
export type PhoneMessage = {
  id: string
  to: string
  type: 'ATA' | 'SMS' | 'LMS'
  text: string
  subject: string
  templateId: string
  variables: Record<string, string>
}

export const phoneMessagesTo = async (to: string): Promise<PhoneMessage[]> => {
  const response = await fetch(`${portalUrl()}/dev/phone/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`/dev/phone answered ${response.status}`)
  return ((await response.json()) as { messages: PhoneMessage[] }).messages
}

/** Waits for a message of `type` to `to` (whose text matches `text`, when given). */
export const waitForPhoneMessage = (to: string, type: PhoneMessage['type'] | 'SMS/LMS', text?: RegExp) =>
  waitForValue(
    async () =>
      (await phoneMessagesTo(to)).find(
        (message) => (type === 'SMS/LMS' ? message.type !== 'ATA' : message.type === type) && (!text || text.test(message.text)),
      ),
    `${type} to ${to}`,
  )

let serial = 0

/** A member number no other test uses; `refusing` ones (010-0000-xxxx) have "no KakaoTalk" at the stand-in. */
export const uniqueMobile = (refusing = false) => {
  serial += 1
  const tail = `${(Date.now() + serial) % 10_000}`.padStart(4, '0')
  return refusing ? `0100000${tail}` : `0105${`${(process.pid * 97 + serial) % 1000}`.padStart(3, '0')}${tail}`
}

/** Quiet hours off, so phone channels go at once whatever the time of the run. */
export const noQuietHours: NotificationPreferences = { quietHours: { enabled: false, start: '21:00', end: '08:00' } }

export const setPreferences = async (member: TestMember, preferences: NotificationPreferences) => {
  const { httpStatus } = await requestJson(`/api/users/${member.id}`, {
    method: 'PATCH',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ notificationPreferences: preferences }),
  })
  if (httpStatus !== 200) throw new Error(`setting the preferences of ${member.username} failed: ${httpStatus}`)
}

/**
 * A member with a verified phone, as the SMS code check leaves one. The check itself is tested with
 * it (i32-phone); here the verification time is written straight into the test database.
 */
export const memberWithPhone = async (prefix: string, phone: string, preferences: NotificationPreferences = noQuietHours) => {
  const member = await createMember(prefix)
  const { httpStatus } = await requestJson(`/api/users/${member.id}`, { method: 'PATCH', headers: bearer(await adminLogin()), body: JSON.stringify({ phone }) })
  if (httpStatus !== 200) throw new Error(`setting the phone of ${member.username} failed: ${httpStatus}`)
  await backdate([{ table: 'users', column: 'phone_verified_at', id: member.id, at: new Date().toISOString() }])
  await setPreferences(member, preferences)
  return member
}

export type Delivery = {
  id: number
  event: string
  key: string
  channel: 'email' | 'alimtalk' | 'sms' | 'portal'
  recipient: string
  state: 'queued' | 'held' | 'sending' | 'sent' | 'failed' | 'skipped'
  attempts: number
  providerMessageId?: string | null
  error?: string | null
  fallbackOf?: number | null
  message?: unknown
}

/** The deliveries of one member, as staff read the log. */
export const deliveriesOf = async (staffToken: string, memberId: number, event?: string) => {
  const eventFilter = event ? `&where[event][equals]=${event}` : ''
  const { body } = await rest<{ docs: Delivery[] }>(staffToken, `/notification-deliveries?where[member][equals]=${memberId}${eventFilter}&limit=100&sort=id`)
  return body.docs
}

/** Waits until the member's deliveries of `event` on `channel` reach `state`. */
export const waitForDelivery = (staffToken: string, memberId: number, event: string, channel: Delivery['channel'], state: Delivery['state']) =>
  waitForValue(
    async () => (await deliveriesOf(staffToken, memberId, event)).find((delivery) => delivery.channel === channel && delivery.state === state),
    `${channel} ${state} delivery of ${event}`,
  )

type Delivered = { event?: NotificationEvent; title: string; body?: string; link?: string; createdAt?: string }

/**
 * Puts portal notifications into the shared test portal's database as the notification service
 * would deliver them: nobody may create one through the API, and the member's side is tested
 * without waiting for an event's queue.
 */
export const deliverNotifications = (memberId: number, rows: Delivered[]) =>
  writeTestDatabase(
    rows.map((row, index) => {
      // A second apart, so "newest first" has one answer.
      const at = row.createdAt ?? new Date(Date.now() - (rows.length - index) * 1000).toISOString()
      return {
        sql: 'INSERT INTO "notifications" ("member_id", "event", "title", "body", "link", "created_at", "updated_at") VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: [memberId, row.event ?? 'booking.approved', row.title, row.body ?? '', row.link ?? null, at, at],
      }
    }),
  )

export const myNotifications = (token: string, query = '') =>
  v1<{ list: MyNotification[]; cnt_total: number; page_cnt: number }>(`/mypage/notifications${query}`, { headers: bearer(token) })

export const unreadCount = async (token: string) =>
  (await v1<{ unread: number }>('/mypage/notifications/unread-count', { headers: bearer(token) })).body.data!.unread
