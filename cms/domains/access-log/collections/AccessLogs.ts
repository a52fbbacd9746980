import type { CollectionConfig } from 'payload'
import { accessActionLabels, accessActions } from '../../../../contract/access-log'
import { isAdmin } from '../../../platform/access/is-admin'
import { nobody } from '../../../platform/access/nobody'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { messages } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

const { fields: label } = messages

/**
 * 개인정보 접속기록: one row per time staff or an admin handled a member's personal data. Append-only:
 * nobody creates, changes or deletes a row through the admin, REST or GraphQL; the portal appends
 * through services/append-access-log.ts and the retention job removes rows past their period.
 * Who and whose are plain numbers, not relationships, so removing an account never rewrites an
 * entry (which would break its hash). `prevHash` is unique: two entries can never follow the same
 * one, so the chain cannot fork even if two processes append at once.
 */
export const AccessLogs: CollectionConfig = {
  slug: 'access-logs',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: messages.logSingular, plural: messages.logPlural },
  defaultSort: '-id',
  admin: {
    group: messages.group,
    useAsTitle: 'action',
    defaultColumns: ['at', 'loginId', 'clientIp', 'action', 'collection', 'recordId', 'subjectId', 'count', 'reason'],
    description: messages.logDescription,
    pagination: { defaultLimit: 50 },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'at', label: label.at, type: 'date', required: true, index: true, admin: { readOnly: true, ...dayAndTimeDate } },
    {
      type: 'row',
      fields: [
        { name: 'accountId', label: label.account, type: 'number', required: true, index: true, admin: { readOnly: true } },
        { name: 'loginId', label: label.loginId, type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'clientIp', label: label.clientIp, type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'action',
          label: label.action,
          type: 'select',
          options: accessActions.map((value) => ({ value, label: accessActionLabels[value] })),
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'subjectId', label: label.subject, type: 'number', index: true, admin: { readOnly: true } },
        { name: 'count', label: label.count, type: 'number', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'collection', label: label.collection, type: 'text', required: true, admin: { readOnly: true } },
        { name: 'recordId', label: label.recordId, type: 'text', admin: { readOnly: true } },
        { name: 'exportName', label: label.exportName, type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'reason', label: label.reason, type: 'text', admin: { readOnly: true } },
    { name: 'prevHash', label: label.prevHash, type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'hash', label: label.hash, type: 'text', required: true, unique: true, admin: { readOnly: true } },
  ],
}
