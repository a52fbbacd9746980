import type { CollectionConfig } from 'payload'
import { eventFormats, eventKinds, eventQuestionTypes } from '../../../../contract/events'
import { isStaff } from '../../../platform/access/is-staff'
import { publishedOrStaff } from '../../../platform/access/published-or-staff'
import { publishedAtField } from '../../../platform/fields/board-post'
import { dayAndTimeDate } from '../../../platform/fields/date-display'
import { eventLabels as label, eventMessages as msg } from '../messages'
import { queueSeatingOnMoreSeats } from '../hooks/queue-seating'

const later =
  (message: string, earlierField: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const earlier = siblingData[earlierField]
    if (!value || !earlier) return true
    return new Date(String(value)) > new Date(String(earlier)) || message
  }

/**
 * 행사·세미나 staff announce (/cooperation/events). Drafts, versions and scheduled publish as the
 * technologies and notices have; visitors only see published ones. Seats are held in
 * event-seat-locks, registrations live in event-registrations.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: label.event, plural: label.event },
  defaultSort: '-startsAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'startsAt', 'capacity', 'registrationClosed', '_status'],
    listSearchableFields: ['title', 'summary', 'place', 'organiser'],
    group: label.group,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: { afterChange: [queueSeatingOnMoreSeats] },
  fields: [
    { name: 'title', label: label.title, type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'kind', label: label.kind, type: 'select', options: [...eventKinds], required: true, index: true },
        { name: 'format', label: label.format, type: 'select', options: [...eventFormats], required: true, defaultValue: 'offline' },
      ],
    },
    { name: 'summary', label: label.summary, type: 'textarea', required: true, maxLength: 300 },
    { name: 'body', label: label.body, type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', label: label.startsAt, type: 'date', required: true, index: true, admin: dayAndTimeDate },
        {
          name: 'endsAt',
          label: label.endsAt,
          type: 'date',
          required: true,
          index: true,
          admin: dayAndTimeDate,
          validate: later(msg.endsBeforeStart, 'startsAt'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'place', label: label.place, type: 'text', maxLength: 200 },
        { name: 'mapUrl', label: label.mapUrl, type: 'text', maxLength: 500 },
        { name: 'onlineUrl', label: label.onlineUrl, type: 'text', maxLength: 500 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'organiser', label: label.organiser, type: 'text', required: true, maxLength: 100, defaultValue: '산학협력단' },
        { name: 'contact', label: label.contact, type: 'text', maxLength: 200 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'capacity', label: label.capacity, type: 'number', min: 1, admin: { description: msg.capacityHelp } },
        { name: 'registrationOpensAt', label: label.registrationOpensAt, type: 'date', required: true, admin: dayAndTimeDate },
        {
          name: 'registrationClosesAt',
          label: label.registrationClosesAt,
          type: 'date',
          required: true,
          admin: dayAndTimeDate,
          validate: later(msg.closesBeforeOpens, 'registrationOpensAt'),
        },
      ],
    },
    { name: 'registrationClosed', label: label.registrationClosed, type: 'checkbox', defaultValue: false, admin: { description: msg.registrationClosedHelp } },
    { name: 'poster', label: label.poster, type: 'upload', relationTo: 'media' },
    {
      name: 'files',
      label: label.files,
      type: 'upload',
      relationTo: 'files',
      hasMany: true,
      maxRows: 3,
      admin: { description: msg.filesHelp },
    },
    {
      name: 'questions',
      label: label.questions,
      type: 'array',
      labels: { singular: label.questionLabel, plural: label.questions },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: label.questionLabel, type: 'text', required: true, maxLength: 200 },
            { name: 'type', label: label.questionType, type: 'select', options: [...eventQuestionTypes], required: true, defaultValue: 'text' },
            { name: 'required', label: label.questionRequired, type: 'checkbox', defaultValue: false },
          ],
        },
        {
          name: 'options',
          label: label.questionOptions,
          type: 'array',
          labels: { singular: label.option, plural: label.questionOptions },
          admin: { description: msg.optionsHelp, condition: (_data, sibling) => sibling?.type !== 'text' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData.type === 'text' || (Array.isArray(value) && value.length > 0) || msg.optionsRequired,
          fields: [{ name: 'value', label: label.option, type: 'text', required: true, maxLength: 100 }],
        },
      ],
    },
    publishedAtField,
    {
      name: 'registrationsBox',
      type: 'ui',
      admin: { components: { Field: '/domains/events/admin/event-registrations-box#EventRegistrationsBox' }, disableListColumn: true },
    },
  ],
}
