import type { CollectionConfig, Validate } from 'payload'
import { surveyQuestionTypes } from '../../../../contract/surveys'
import { isStaff } from '../../../platform/access/is-staff'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { keepWhileApplied } from '../../../platform/hooks/keep-while-applied'
import { surveyLabels as label, surveyMessages as msg } from '../messages'

/** Exactly one of the two targets: a survey about both, or about nothing, would open for nobody it should. */
const oneTarget: Validate = (_value, { siblingData }) => {
  const data = siblingData as { event?: unknown; course?: unknown }
  return Boolean(data.event) !== Boolean(data.course) || msg.targetExactlyOne
}

const choiceOptions: Validate = (value, { siblingData }) => {
  const type = (siblingData as { type?: string }).type
  if (type !== 'single' && type !== 'multiple') return true
  return (Array.isArray(value) ? value.length : 0) >= 2 || msg.optionsRequired
}

/**
 * 만족도 설문 staff build in the admin about one event or one course (docs/decisions.md "설문").
 * Members never read it through REST or GraphQL: the portal shows the form only to a member it is
 * open to (services/eligibility.ts). The questions' order is the array's order; a row's id is the
 * key of its answers, so reordering questions keeps the answers already given.
 */
export const Surveys: CollectionConfig = {
  slug: 'surveys',
  labels: { singular: label.survey, plural: label.survey },
  defaultSort: '-createdAt',
  versions: { drafts: true, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'event', 'course', 'anonymous', 'closesAt', '_status'],
    listSearchableFields: ['title'],
    group: label.group,
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  // Answers belong to their survey: deleting it would orphan them. Closing it early is the way to stop.
  hooks: { beforeDelete: [keepWhileApplied('survey-respondents', 'survey', msg.keepWhileAnswered)] },
  fields: [
    { name: 'title', label: label.title, type: 'text', required: true, maxLength: 200 },
    { name: 'intro', label: label.intro, type: 'textarea', maxLength: 1000 },
    { name: 'anonymous', label: label.anonymous, type: 'checkbox', defaultValue: false, admin: { description: msg.anonymousHelp } },
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          label: label.targetEvent,
          type: 'relationship',
          relationTo: 'events',
          index: true,
          validate: oneTarget,
          admin: { description: msg.targetHelp },
        },
        { name: 'course', label: label.targetCourse, type: 'relationship', relationTo: 'courses', index: true, validate: oneTarget },
      ],
    },
    { name: 'closesAt', label: label.closesAt, type: 'date', required: true, index: true, admin: dayAndTimeDate },
    {
      name: 'questions',
      label: label.questions,
      labels: { singular: label.questionLabel, plural: label.questions },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'label', label: label.questionLabel, type: 'text', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            { name: 'type', label: label.questionType, type: 'select', options: [...surveyQuestionTypes], required: true, defaultValue: 'scale5' },
            { name: 'required', label: label.questionRequired, type: 'checkbox', defaultValue: true },
          ],
        },
        {
          name: 'options',
          label: label.options,
          labels: { singular: label.option, plural: label.options },
          type: 'array',
          validate: choiceOptions,
          admin: { condition: (_data, siblingData) => siblingData?.type === 'single' || siblingData?.type === 'multiple' },
          fields: [{ name: 'value', label: label.option, type: 'text', required: true, maxLength: 100 }],
        },
      ],
    },
    {
      name: 'resultsLink',
      type: 'ui',
      admin: { components: { Field: '/domains/surveys/admin/results-link#SurveyResultsLink' }, disableListColumn: true },
    },
  ],
}
