import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { adminDateFormat, adminDateTimeFormat } from '../../../contract/date-format'

const yesNoCell = '/platform/admin/shared/yes-no-cell#YesNoCell'

/** Applies `change` to every field, inside tabs, groups, rows, arrays and blocks' fields too. */
const mapFields = (fields: Field[], change: (field: Field) => Field): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFields(tab.fields, change) })) }
    if ('fields' in field && Array.isArray(field.fields)) return change({ ...field, fields: mapFields(field.fields, change) } as Field)
    return change(field)
  })

/** Every checkbox in every list reads 예/아니오, unless its field brings a cell of its own. */
const yesNo = (field: Field): Field => {
  if (field.type !== 'checkbox' || field.admin?.components?.Cell) return field
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: yesNoCell } } }
}

/**
 * Every date field reads 2026.12.09 or 2026.12.09 14:05 (contract/date-format.ts) unless it sets its
 * own format: without one Payload's picker writes "11/26/2026" or "11월 26, 2026 11:24 오전".
 */
const koreanDate = (field: Field): Field => {
  if (field.type !== 'date' || field.admin?.date?.displayFormat) return field
  const withTime = field.admin?.date?.pickerAppearance === 'dayAndTime'
  return {
    ...field,
    admin: {
      ...field.admin,
      date: { ...field.admin?.date, displayFormat: withTime ? adminDateTimeFormat : adminDateFormat, ...(withTime ? { timeFormat: 'HH:mm' } : {}) },
    },
  }
}

const publishButton = '/platform/admin/publishing/schedule-aware-publish-button#ScheduleAwarePublishButton'

/** Whether the 예약 게시 dialog is offered, which the publish button replaced below carries. */
const schedulesPublishing = ({ versions }: CollectionConfig | GlobalConfig) =>
  typeof versions === 'object' && typeof versions.drafts === 'object' && Boolean(versions.drafts.schedulePublish)

/**
 * What every collection's and global's admin screens share: checkbox columns in Korean words, and
 * no "API" tab — it shows the raw JSON and REST address of a document, which is for developers, not
 * the office.
 */
const withSharedDefaults = <T extends CollectionConfig | GlobalConfig>(config: T): T => ({
  ...config,
  admin: { ...config.admin, hideAPIURL: true },
  fields: mapFields(config.fields, (field) => koreanDate(yesNo(field))),
  // The 예약 게시 dialog's time list on a 24-hour clock, as the shared date rule writes times.
  ...(schedulesPublishing(config) && typeof config.versions === 'object' && typeof config.versions.drafts === 'object'
    ? { versions: { ...config.versions, drafts: { ...config.versions.drafts, schedulePublish: { timeFormat: 'HH:mm' } } } }
    : {}),
})

/** A collection's screens, whose 예약 게시 dialog presets 게시 on a document not yet published. */
export const withAdminDefaults = (config: CollectionConfig): CollectionConfig => {
  const shared = withSharedDefaults(config)
  if (!schedulesPublishing(config)) return shared
  const components = shared.admin?.components
  return { ...shared, admin: { ...shared.admin, components: { ...components, edit: { ...components?.edit, PublishButton: publishButton } } } }
}

/** A global's screens, the same for a page. */
export const withGlobalAdminDefaults = (config: GlobalConfig): GlobalConfig => {
  const shared = withSharedDefaults(config)
  if (!schedulesPublishing(config)) return shared
  const components = shared.admin?.components
  return { ...shared, admin: { ...shared.admin, components: { ...components, elements: { ...components?.elements, PublishButton: publishButton } } } }
}
