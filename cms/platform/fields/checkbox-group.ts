import type { Field } from 'payload'

/**
 * One checkbox per option, so a filter for "every chosen option" is a plain column test; a
 * multi-value select would need a join per chosen value, which Payload's query builder shares.
 */
export const checkboxGroup = (name: string, label: string, options: readonly { value: string; label: string }[]): Field => ({
  name,
  label,
  type: 'group',
  fields: [{ type: 'row', fields: options.map((option): Field => ({ name: option.value, label: option.label, type: 'checkbox', defaultValue: false })) }],
})
