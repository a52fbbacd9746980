import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import { mailOfLines, mailSubject } from '../../../platform/mail/outgoing-mail'
import { phoneProvider, PhoneSendError } from '../../../platform/phone'
import type { NotificationDelivery, NotificationTemplate, User } from '../../../payload-types'
import { fillVariables, missingVariables } from '../event-variables'
import { notificationMessages as m } from '../messages'
import type { StoredMessage } from './notify'
import { queueDelivery } from './notify'
import { maskPhone, memberToNotify, verifiedPhone } from './recipient'

/** Six tries after the first, as mail: with the default minute, the last is about an hour later. */
export const DELIVERY_RETRIES = 6

type Outcome = { state: 'sent'; providerMessageId?: string } | { state: 'skipped' | 'failed'; error: string; fallback?: boolean }

/** A 알림톡 or 문자 refused for reasons a retry will not change: the template, the member, the provider's verdict. */
class Undeliverable extends Error {}

const templateOf = async (req: PayloadRequest, event: string) => {
  const { docs } = await req.payload.find({
    collection: 'notification-templates',
    where: { event: { equals: event } },
    limit: 1,
    depth: 0,
    ...systemAccess('notifications'),
    req,
  })
  return (docs[0] as NotificationTemplate | undefined) ?? null
}

const checkVariables = (text: string, message: StoredMessage) => {
  const missing = missingVariables(text, message.variables)
  if (missing.length > 0) throw new Undeliverable(m.missingVariables(missing))
}

const filled = (text: string, message: StoredMessage) => {
  checkVariables(text, message)
  return fillVariables(text, message.variables)
}

/** The 문자 text: the template's, or the headline and the link when staff wrote none. */
const smsText = (template: NotificationTemplate | null, message: StoredMessage) =>
  template?.smsText?.trim()
    ? filled(template.smsText, message)
    : [mailSubject(message.title), ...(message.link ? [`${message.origin}${message.link}`] : [])].join('\n')

const send = async (req: PayloadRequest, delivery: NotificationDelivery, member: User, template: NotificationTemplate | null): Promise<Outcome> => {
  const message = delivery.message as StoredMessage
  const off = (enabled: boolean | null | undefined) => enabled === false
  switch (delivery.channel) {
    case 'email': {
      if (off(template?.emailEnabled)) return { state: 'skipped', error: m.channelOff }
      const mail =
        template?.emailSubject?.trim() && template.emailBody?.trim()
          ? mailOfLines(member.email, filled(template.emailSubject, message), filled(template.emailBody, message).split('\n'))
          : mailOfLines(member.email, message.title, message.lines)
      await req.payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      return { state: 'sent' }
    }
    case 'portal': {
      if (off(template?.portalEnabled)) return { state: 'skipped', error: m.channelOff }
      await req.payload.create({
        collection: 'notifications',
        data: { member: member.id, event: delivery.event, title: message.title, body: message.lines.slice(1).join('\n').trim(), link: message.link },
        ...systemAccess('notifications'),
        req,
      })
      return { state: 'sent' }
    }
    case 'alimtalk': {
      if (off(template?.alimtalkEnabled)) return { state: 'skipped', error: m.channelOff, fallback: true }
      const phone = verifiedPhone(member)
      if (!phone) return { state: 'skipped', error: m.noVerifiedPhone }
      if (!template?.alimtalkTemplateCode || !template.alimtalkText) throw new Undeliverable(m.noTemplateCode)
      // The provider fills its approved copy; ours, as staff pasted it, tells before sending whether a #{변수} would be left empty.
      checkVariables(template.alimtalkText, message)
      const sent = await phoneProvider().sendAlimtalk({ to: phone, templateCode: template.alimtalkTemplateCode, variables: message.variables })
      return { state: 'sent', providerMessageId: sent.messageId }
    }
    case 'sms': {
      if (off(template?.smsEnabled)) return { state: 'skipped', error: m.channelOff }
      const phone = verifiedPhone(member)
      if (!phone) return { state: 'skipped', error: m.noVerifiedPhone }
      const sent = await phoneProvider().sendText({ to: phone, text: smsText(template, message), subject: mailSubject(message.title) })
      return { state: 'sent', providerMessageId: sent.messageId }
    }
  }
}

const record = (req: PayloadRequest, id: number, data: Partial<NotificationDelivery>) =>
  req.payload.update({ collection: 'notification-deliveries', id, data, depth: 0, ...systemAccess('notifications'), req })

/** A 알림톡 that did not go: its 문자 follows when the member chose 문자 as well (StoredMessage.smsFallback). */
const fallBackToSms = async (req: PayloadRequest, delivery: NotificationDelivery, member: User) => {
  const message = delivery.message as StoredMessage
  const phone = verifiedPhone(member)
  if (delivery.channel !== 'alimtalk' || !message.smsFallback || !phone) return
  await queueDelivery(
    req,
    { event: delivery.event, key: delivery.key, member: member.id, channel: 'sms', recipient: maskPhone(phone), message },
    { fallbackOf: delivery.id },
  )
}

/**
 * The job of one delivery (jobs/send-notification-task.ts). A provider refusal or a template that
 * does not fit fails the delivery at once, with its Korean reason, and a 알림톡 falls back to 문자; a
 * network or server error fails the try, and the queue tries again with back-off until the last try,
 * which leaves the delivery 실패 for staff to resend.
 */
export const deliver = async (req: PayloadRequest, id: number) => {
  const delivery = (await req.payload.findByID({
    collection: 'notification-deliveries',
    id,
    depth: 0,
    ...systemAccess('notifications'),
    req,
    disableErrors: true,
  })) as NotificationDelivery | null
  if (!delivery || (delivery.state !== 'queued' && delivery.state !== 'held')) return
  const attempts = (delivery.attempts ?? 0) + 1
  // Two jobs processes can be handed the same job (Payload's queue reads the due jobs, then marks them
  // running): only the run that moves it to 발송 중 sends, so the member gets it once — also when the
  // other run reads it while the first is still sending.
  const claimed = await compareAndSet(
    req.payload,
    'notification-deliveries',
    id,
    { state: delivery.state, attempts: delivery.attempts ?? null },
    { state: 'sending', attempts, updatedAt: new Date().toISOString() },
  )
  if (!claimed) return
  const member = await memberToNotify(req, delivery.member)
  if (!member) {
    await record(req, id, { state: 'skipped', attempts, error: m.noRecipient })
    return
  }
  let outcome: Outcome
  try {
    outcome = await send(req, delivery, member, await templateOf(req, delivery.event))
  } catch (error) {
    const refused = error instanceof Undeliverable || (error instanceof PhoneSendError && error.refused)
    const reason = error instanceof Error ? error.message : String(error)
    if (!refused && attempts <= DELIVERY_RETRIES) {
      await record(req, id, { state: 'queued', attempts, error: reason })
      throw error
    }
    outcome = { state: 'failed', error: refused ? reason : m.retriesExhausted(reason), fallback: true }
  }
  if (outcome.state === 'sent') {
    await record(req, id, { state: 'sent', attempts, sentAt: new Date().toISOString(), providerMessageId: outcome.providerMessageId ?? null, error: null })
    return
  }
  await record(req, id, { state: outcome.state, attempts, error: outcome.error })
  if (outcome.fallback) await fallBackToSms(req, delivery, member)
}
