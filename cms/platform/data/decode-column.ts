import type { FlattenedField } from 'payload'

/** Plain columns decode their raw value as drizzle would (0/1 to boolean and the like). */
export type DriverColumn = { mapFromDriverValue?: (value: unknown) => unknown }

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Dates come back as the dialect stores them; the API always speaks ISO 8601 (SQLite already stores it). */
const toIsoDate = (value: unknown) =>
  (typeof value === 'string' && !ISO_INSTANT.test(value)) || value instanceof Date ? new Date(value).toISOString() : value

/** How a raw value of this column becomes the value Payload's own read would return. */
export const decoderOf = (field: FlattenedField | undefined, column: DriverColumn): ((value: unknown) => unknown) => {
  const decode = typeof column.mapFromDriverValue === 'function' ? column.mapFromDriverValue.bind(column) : (value: unknown) => value
  if (field?.type === 'date') return (value) => (value === null ? null : toIsoDate(decode(value)))
  // PostgreSQL's numeric arrives as a string (exact decimals); Payload's own read hands numbers on.
  if (field?.type === 'number') return (value) => (value === null ? null : Number(decode(value)))
  return (value) => (value === null ? null : decode(value))
}
