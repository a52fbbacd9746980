import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { notificationChannels } from '../../../../contract/notifications'
import { eventField, memberField, serviceWritten as readOnly } from '../fields'
import { notificationMessages as m } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * 알림 발송 기록 (issue 32): one row per occurrence, member and channel — the UNIQUE (key, member,
 * channel) is what lets one occurrence send once however many processes produce it (notify() inserts
 * or skips). The recipient is stored masked; the address itself is read from the account when the
 * job sends. `message` keeps what notify() was given, so a failed delivery can be sent again. Only
 * the notification service writes; staff read and resend through /api/v1.
 */
export const NotificationDeliveries: CollectionConfig = {
  slug: 'notification-deliveries',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '알림 발송 기록', plural: '알림 발송 기록' },
  defaultSort: '-createdAt',
  admin: {
    group: '알림',
    useAsTitle: 'key',
    description: '채널별 알림 발송 결과입니다. 받는 사람은 가려서 보여 줍니다. 실패한 발송은 문서를 열어 다시 보낼 수 있습니다.',
    defaultColumns: ['event', 'channel', 'recipient', 'state', 'attempts', 'error', 'createdAt'],
    listSearchableFields: ['key'],
    components: { edit: { beforeDocumentControls: ['/domains/notifications/admin/resend-button#ResendButton'] } },
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['key', 'member', 'channel'], unique: true }],
  fields: [
    eventField(),
    { name: 'key', label: '발생 키', type: 'text', required: true, maxLength: 200, admin: readOnly },
    memberField,
    { name: 'channel', label: '채널', type: 'select', options: [...notificationChannels], required: true, index: true, admin: readOnly },
    { name: 'recipient', label: '받는 곳', type: 'text', maxLength: 100, admin: { ...readOnly, description: '가린 주소나 번호입니다.' } },
    { name: 'state', label: '상태', type: 'select', options: [...m.deliveryStates], required: true, defaultValue: 'queued', index: true, admin: readOnly },
    { name: 'attempts', label: '시도 횟수', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'providerMessageId', label: '발송사 메시지 ID', type: 'text', maxLength: 100, admin: readOnly },
    { name: 'error', label: '실패 사유', type: 'text', maxLength: 500, admin: readOnly },
    { name: 'sentAt', label: '발송 일시', type: 'date', index: true, admin: { ...readOnly, ...dayAndTimeDate } },
    { name: 'fallbackOf', label: '대신 보낸 알림톡', type: 'relationship', relationTo: 'notification-deliveries', admin: readOnly },
    // What notify() was given (title, lines, link, variables): the job renders from it, a resend too.
    { name: 'message', type: 'json', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
    createdAtNamed('접수 일시'),
  ],
}
