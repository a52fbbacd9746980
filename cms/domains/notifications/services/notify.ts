import type { PayloadRequest } from 'payload'
import {
  chosenChannels,
  defaultQuietHours,
  isQuietTime,
  type NotificationChannel,
  type NotificationEvent,
  notificationEventOf,
  type NotificationPreferences,
  phoneChannels,
  type QuietHours,
} from '../../../../contract/notifications'
import { greetingLine, type MemberNotice, memberNoticeLines } from '../../../platform/mail/member-notice'
import { systemAccess } from '../../../platform/access/system-access'
import { publicOrigin } from '../../../platform/http/public-origin'
import { insertOrSkip } from '../../../platform/data/raw-sql'
import { inTransaction } from '../../../platform/data/in-transaction'
import { queueJob } from '../../../platform/jobs/queue-job'
import { addDays, kstDateTime, kstDay, kstInstant } from '../../../platform/time/kst'
import type { User } from '../../../payload-types'
import { memberToNotify, recipientOf } from './recipient'

export type Notice = {
  event: NotificationEvent
  member: number | User
  /** The e-mail's headline and the portal notification's title. */
  title: string
  /** The e-mail's paragraphs after the greeting; the portal notification's text. */
  lines: string[]
  /** A portal path about what happened ("/myPage/equ?id=12"). */
  link?: string
  /** The values of the event's #{변수} (event-variables.ts); 이름 is added when missing. */
  variables: Record<string, string>
  /** The occurrence ("booking:12:approved"): the same event, member and key send once, from any process. */
  key: string
  /** Whom the greeting names when the form named someone other than the account holder. */
  addressee?: string
}

/** What a delivery keeps of its notice, for the job and for a resend. */
export type StoredMessage = Pick<Notice, 'title' | 'lines' | 'link' | 'variables'> & {
  /** 문자 chosen together with 알림톡: a refused 알림톡 goes by 문자. */
  smsFallback: boolean
  /** The portal's address when it happened: a 문자 names the link in full. */
  origin: string
}

type Delivery = { event: NotificationEvent; key: string; member: number; channel: NotificationChannel; recipient: string | null; message: StoredMessage }

/** The next moment the Seoul clock shows `end` ("08:00"), after `now`. */
const endOfQuietWindow = (quietHours: QuietHours, now: Date) => {
  const today = kstInstant(kstDay(now), quietHours.end)
  return today > now ? today : kstInstant(addDays(kstDay(now), 1), quietHours.end)
}

/** Until when a channel waits: phone channels of a non-urgent event, inside the member's quiet window. */
const heldUntil = (event: NotificationEvent, channel: NotificationChannel, preferences: NotificationPreferences | null, now: Date) => {
  if (!phoneChannels.includes(channel) || notificationEventOf(event)?.urgent) return null
  const quietHours = preferences?.quietHours ?? defaultQuietHours
  return isQuietTime(quietHours, kstDateTime(now).slice(11)) ? endOfQuietWindow(quietHours, now) : null
}

/**
 * Writes one delivery row unless this occurrence already has it (notify() in another process, or a
 * second call) and queues its job, both in the caller's transaction or, without one, in their own: a
 * delivery is never left without its job. Returns whether it was new.
 */
export const queueDelivery = (req: PayloadRequest, delivery: Delivery, options: { waitUntil?: Date | null; fallbackOf?: number } = {}) =>
  inTransaction(req, async () => {
    const now = new Date().toISOString()
    const id = await insertOrSkip(req, 'notification-deliveries', {
      ...delivery,
      state: options.waitUntil ? 'held' : 'queued',
      attempts: 0,
      fallbackOf: options.fallbackOf ?? null,
      createdAt: now,
      updatedAt: now,
    })
    if (id === null) return false
    await queueDeliveryJob(req, id, options.waitUntil)
    return true
  })

export const queueDeliveryJob = (req: PayloadRequest, delivery: number, waitUntil?: Date | null) =>
  queueJob({ task: 'sendNotification', input: { delivery }, ...(waitUntil ? { waitUntil } : {}), req, ...systemAccess('notifications') })

/**
 * Tells a member that something happened, on the channels they chose for the event (their
 * preferences or the catalogue's defaults, contract/notifications.ts): one delivery row and one job
 * per channel, queued in the caller's transaction. Phone channels need a verified number; 문자 chosen
 * with 알림톡 waits as 알림톡's fallback; phone channels of a non-urgent event wait out the member's
 * quiet hours (state 보류, the job's waitUntil). Nothing when the account is gone.
 */
export const notify = async (req: PayloadRequest, notice: Notice, now = new Date()) => {
  const member = await memberToNotify(req, notice.member)
  if (!member) return
  const preferences = (member.notificationPreferences ?? null) as NotificationPreferences | null
  const chosen = chosenChannels(preferences, notice.event)
  const smsFallback = chosen.includes('alimtalk') && chosen.includes('sms')
  const name = notice.addressee ?? member.name
  const message: StoredMessage = {
    title: notice.title,
    lines: [greetingLine(name), ...notice.lines],
    link: notice.link,
    variables: { 이름: name, ...notice.variables },
    smsFallback,
    origin: publicOrigin(req),
  }
  for (const channel of chosen) {
    if (channel === 'sms' && smsFallback) continue
    const recipient = recipientOf(member, channel)
    if (!recipient) continue
    await queueDelivery(
      req,
      { event: notice.event, key: notice.key, member: member.id, channel, recipient, message },
      { waitUntil: heldUntil(notice.event, channel, preferences, now) },
    )
  }
}

/** notify() for a notice written as the portal's member mails are (member-notice.ts): the mail keeps its wording. */
export const notifyOfNotice = (req: PayloadRequest, { notice, ...rest }: Omit<Notice, 'title' | 'lines' | 'addressee'> & { notice: MemberNotice }) =>
  notify(req, { ...rest, addressee: notice.addressee, title: notice.subject, lines: memberNoticeLines(notice) })
