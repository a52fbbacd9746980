import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { ownRowsOrStaff } from '../../../platform/access/own-rows-or-staff'
import { surveyLabels as label } from '../messages'
import { notShownToGuests } from '../../../platform/data/content-version'

const readOnly = { readOnly: true } as const

/**
 * Who answered which survey: one row per member and survey (UNIQUE `key`), written by the answering
 * service together with the answer. It holds no answer, so an anonymous survey's answers
 * (survey-responses) cannot be traced back through it.
 */
export const SurveyRespondents: CollectionConfig = {
  slug: 'survey-respondents',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: label.respondent, plural: label.respondent },
  defaultSort: '-createdAt',
  admin: { useAsTitle: 'key', defaultColumns: ['survey', 'member', 'createdAt'], group: label.group, hidden: true },
  access: { read: ownRowsOrStaff('member'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'survey', label: label.survey, type: 'relationship', relationTo: 'surveys', required: true, index: true, admin: readOnly },
    { name: 'member', label: label.member, type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
    // `{surveyId}:{memberId}`: the database refuses a second answer of the same member, even at the same instant.
    { name: 'key', type: 'text', required: true, unique: true, admin: readOnly },
  ],
}
