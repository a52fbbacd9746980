import type { CollectionConfig, Field, GlobalConfig } from 'payload'

const yesNoCell = '/admin/shared/yes-no-cell#YesNoCell'

/** Every checkbox in every list reads 예/아니오, unless its field brings a cell of its own. */
const withYesNo = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'checkbox') {
      if (field.admin?.components?.Cell) return field
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: yesNoCell } } }
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withYesNo(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withYesNo(field.fields) } as Field
    return field
  })

/**
 * What every collection's and global's admin screens share: checkbox columns in Korean words, and
 * no "API" tab — it shows the raw JSON and REST address of a document, which is for developers, not
 * the office.
 */
export const withAdminDefaults = <T extends CollectionConfig | GlobalConfig>(config: T): T => ({
  ...config,
  admin: { ...config.admin, hideAPIURL: true },
  fields: withYesNo(config.fields),
})
