import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isAdmin } from '../../../platform/access/is-admin'
import { nobody } from '../../../platform/access/nobody'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { messages } from '../messages'
import { reviewMonthProblem } from '../services/review-month'
import { notShownToGuests } from '../../../platform/data/content-version'

const { fields: label } = messages

/** Who marked the month and when is the signed-in admin and now, whatever the request said. */
const stampReviewer: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  return { ...data, reviewedBy: req.user.id, reviewerLoginId: req.user.username, reviewedAt: new Date().toISOString() }
}

/**
 * The monthly review's 점검 완료 mark (안전성 확보조치 기준 §8: 월 1회 이상 점검): one per month, made by an
 * admin, never changed afterwards.
 */
export const AccessLogReviews: CollectionConfig = {
  slug: 'access-log-reviews',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: messages.reviewSingular, plural: messages.reviewPlural },
  defaultSort: '-month',
  admin: {
    group: messages.group,
    useAsTitle: 'month',
    defaultColumns: ['month', 'reviewerLoginId', 'reviewedAt', 'note'],
    description: messages.reviewDescription,
  },
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: nobody },
  hooks: { beforeChange: [stampReviewer] },
  fields: [
    {
      name: 'month',
      label: label.month,
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) => reviewMonthProblem(value, new Date()) ?? true,
    },
    {
      type: 'row',
      fields: [
        { name: 'reviewedBy', label: label.reviewedBy, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'reviewerLoginId', label: label.loginId, type: 'text', admin: { readOnly: true } },
        { name: 'reviewedAt', label: label.reviewedAt, type: 'date', admin: { readOnly: true, ...dayAndTimeDate } },
      ],
    },
    { name: 'note', label: label.note, type: 'textarea', maxLength: 500 },
  ],
}
