import type { CollectionConfig } from 'payload'
import { isStaff } from '../../../platform/access/is-staff'
import { nobody } from '../../../platform/access/nobody'
import { surveyLabels as label } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

const readOnly = { readOnly: true } as const

/**
 * One member's answers to a survey. For an anonymous survey nothing here leads back to the member:
 * no member, a random id instead of a counter (which would follow the respondents' order), no
 * timestamps, only the day it was answered. Staff read them; only the answering service writes.
 */
export const SurveyResponses: CollectionConfig = {
  slug: 'survey-responses',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: label.response, plural: label.response },
  timestamps: false,
  defaultSort: 'answeredOn',
  admin: { useAsTitle: 'id', defaultColumns: ['survey', 'member', 'answeredOn'], group: label.group, hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'id', type: 'text', required: true, admin: readOnly },
    { name: 'survey', label: label.survey, type: 'relationship', relationTo: 'surveys', required: true, index: true, admin: readOnly },
    { name: 'member', label: label.member, type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'answers', label: label.answers, type: 'json', required: true, admin: readOnly },
    // The Seoul day, not the instant: an instant would match the respondent row's createdAt.
    { name: 'answeredOn', label: label.answeredOn, type: 'text', required: true, index: true, admin: readOnly },
  ],
}
