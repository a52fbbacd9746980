import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { createdAtNamed } from '../../../platform/fields/created-at'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { eventField, memberField, serviceWritten as readOnly } from '../fields'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * 포털 알림 (issue 32): the in-portal channel, one row per notification a member got, shown in
 * /myPage/notifications and counted by the header's bell. Only the notification service writes rows
 * and marks them read, so nobody edits one through the API.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '포털 알림', plural: '포털 알림' },
  defaultSort: '-createdAt',
  admin: {
    group: '알림',
    useAsTitle: 'title',
    description: '회원이 포털의 알림 목록과 상단 종 모양 아이콘에서 보는 알림입니다.',
    defaultColumns: ['title', 'event', 'member', 'readAt', 'createdAt'],
  },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  fields: [
    memberField,
    eventField(),
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 200, admin: readOnly },
    { name: 'body', label: '내용', type: 'textarea', maxLength: 2000, admin: readOnly },
    // A portal path ("/myPage/equ?id=12"), never an outside address.
    { name: 'link', label: '바로가기', type: 'text', maxLength: 300, admin: readOnly },
    { name: 'readAt', label: '읽은 일시', type: 'date', index: true, admin: { ...readOnly, ...dayAndTimeDate } },
    createdAtNamed('받은 일시'),
  ],
}
