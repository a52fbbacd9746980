import type { PayloadRequest } from 'payload'
import type { NotificationChannel } from '../../../../contract/notifications'
import { requireStaff } from '../../../platform/access/require-staff'
import { systemAccess } from '../../../platform/access/system-access'
import { publicOrigin } from '../../../platform/http/public-origin'
import { AppError, notFound } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { NotificationTemplate } from '../../../payload-types'
import { eventVariables } from '../event-variables'
import { notificationMessages as m } from '../messages'
import { queueDelivery, queueDeliveryJob, type StoredMessage } from './notify'
import { memberToNotify, recipientOf } from './recipient'
import { greetingLine } from '../../../platform/mail/member-notice'
import { recordAccess } from '../../access-log'

/** How long a send may take before staff can count it as stopped. */
const STUCK_SENDING_MS = 10 * 60 * 1000

/**
 * 다시 보내기: a failed delivery, or one stuck 발송 중 past ten minutes, goes back on the queue as it
 * was composed. The move is a conditional update, so two clicks (or two staff) queue it once.
 */
export const resendDelivery = async (req: PayloadRequest, id: number) => {
  requireStaff(req)
  const { docs } = await req.payload.update({
    collection: 'notification-deliveries',
    where: {
      and: [
        { id: { equals: id } },
        // A delivery left 발송 중 by a process that stopped mid-send has no run left to finish it.
        {
          or: [
            { state: { equals: 'failed' } },
            { and: [{ state: { equals: 'sending' } }, { updatedAt: { less_than: new Date(Date.now() - STUCK_SENDING_MS).toISOString() } }] },
          ],
        },
      ],
    },
    data: { state: 'queued', attempts: 0, error: null },
    depth: 0,
    ...systemAccess('notifications'),
    req,
  })
  if (docs.length === 0) {
    const exists = await req.payload.count({ collection: 'notification-deliveries', where: { id: { equals: id } }, req, overrideAccess: false, user: req.user })
    throw exists.totalDocs === 0 ? notFound(m.deliveryNotFound) : new AppError(409, m.resendOnlyFailed)
  }
  // Sending a member's message again handles their address once more: the 접속기록 names who did it.
  await recordAccess(req, {
    action: 'update',
    collection: 'notification-deliveries',
    recordId: String(id),
    subjectId: relationId(docs[0]!.member),
    reason: m.resendReason,
  })
  await queueDeliveryJob(req, id)
  return { id, state: 'queued' as const }
}

/**
 * 테스트 발송: one template's channel to the staff member's own account — their e-mail, or their
 * verified phone — with each #{변수} shown as its name, through the same queue and log as a real
 * notification (the log names it test:…).
 */
export const testSendTemplate = async (req: PayloadRequest, templateId: number, channel: NotificationChannel) => {
  const staff = requireStaff(req)
  const template = (await req.payload.findByID({
    collection: 'notification-templates',
    id: templateId,
    depth: 0,
    req,
    overrideAccess: false,
    user: staff,
    disableErrors: true,
  })) as NotificationTemplate | null
  if (!template) throw notFound(m.templateNotFound)
  const recipient = recipientOf((await memberToNotify(req, staff.id)) ?? staff, channel)
  if (!recipient) throw new AppError(400, m.testSendNoPhone)
  const variables = Object.fromEntries(eventVariables[template.event].map((name) => [name, m.testValue(name)]))
  const message: StoredMessage = {
    title: m.testSendSubject(template.event),
    lines: [greetingLine(staff.name), m.testSendSubject(template.event)],
    variables: { ...variables, 이름: staff.name },
    smsFallback: false,
    origin: publicOrigin(req),
  }
  await queueDelivery(req, { event: template.event, key: `test:${template.id}:${Date.now()}`, member: staff.id, channel, recipient, message })
  return { queued: true }
}
