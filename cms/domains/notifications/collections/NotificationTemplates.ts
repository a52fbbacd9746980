import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { eventField } from '../fields'
import { notificationEventOf } from '../../../../contract/notifications'

const enabled = (name: string, label: string): Field => ({ name, label, type: 'checkbox', defaultValue: true })

/**
 * 알림 템플릿 (issue 32): what each channel of one event says. 알림톡 must match the text Kakao
 * approved, so staff paste the approved text and its 템플릿 코드 here; the send fails visibly when
 * a #{변수} of it has no value. The e-mail keeps the portal's own wording unless a subject and body
 * are written here. A channel switched off here is off for every member.
 */
export const NotificationTemplates: CollectionConfig = {
  slug: 'notification-templates',
  labels: { singular: '알림 템플릿', plural: '알림 템플릿' },
  defaultSort: 'event',
  admin: {
    group: '알림',
    useAsTitle: 'name',
    description: '알림 종류별로 채널마다 보낼 문구입니다. 알림톡은 카카오가 승인한 템플릿 문구와 코드를 그대로 붙여 넣어 주세요.',
    defaultColumns: ['event', 'alimtalkTemplateCode', 'alimtalkEnabled', 'smsEnabled', 'emailEnabled', 'portalEnabled'],
    components: { edit: { beforeDocumentControls: ['/domains/notifications/admin/test-send-button#TestSendButton'] } },
  },
  // One row per event, made at start (services/ensure-templates.ts): staff edit, never add or remove.
  access: { read: isStaff, create: nobody, update: isStaff, delete: nobody },
  fields: [
    eventField({ unique: true, index: false, admin: {} }),
    // The event's Korean name as the document's title (a select shows its stored key there).
    {
      name: 'name',
      label: '알림 이름',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => notificationEventOf(String(siblingData.event))?.label ?? siblingData.event] },
    },
    {
      name: 'variablesAndPreview',
      type: 'ui',
      admin: { components: { Field: '/domains/notifications/admin/template-preview#TemplatePreview' } },
    },
    {
      type: 'collapsible',
      label: '카카오 알림톡',
      fields: [
        enabled('alimtalkEnabled', '알림톡 보내기'),
        { name: 'alimtalkTemplateCode', label: '템플릿 코드', type: 'text', maxLength: 100 },
        {
          name: 'alimtalkText',
          label: '승인된 템플릿 문구',
          type: 'textarea',
          maxLength: 1000,
          admin: { description: '#{이름}처럼 변수를 쓴 그대로 붙여 넣어 주세요. 변수가 하나라도 비면 보내지 않고 실패로 남깁니다.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: '문자(SMS·LMS)',
      fields: [
        enabled('smsEnabled', '문자 보내기'),
        {
          name: 'smsText',
          label: '문자 문구',
          type: 'textarea',
          maxLength: 1000,
          admin: { description: '한글 45자(90바이트)를 넘으면 장문(LMS)으로 보냅니다.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: '이메일',
      fields: [
        enabled('emailEnabled', '이메일 보내기'),
        { name: 'emailSubject', label: '제목 (비우면 기본 문구)', type: 'text', maxLength: 200 },
        { name: 'emailBody', label: '본문 (비우면 기본 문구)', type: 'textarea', maxLength: 4000 },
      ],
    },
    { type: 'collapsible', label: '포털 알림', fields: [enabled('portalEnabled', '포털 알림 남기기')] },
  ],
}
