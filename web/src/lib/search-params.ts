/**
 * Tolerant readers for URL search values: a mistyped value falls back to the default instead of
 * breaking the page. TanStack Router has already JSON-parsed numbers (`?id=12` arrives as 12).
 */
export const toPositiveInt = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(number) && number > 0 ? number : undefined
}

export const toOneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  (options as readonly unknown[]).includes(value) ? (value as T) : undefined

/** A calendar day `YYYY-MM-DD` that exists (no 2월 30일); anything else is left out. */
export const toDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined
}

/** The 기간 of a list's URL (`startDate`, `endDate`); the order is the filter's and the server's to check. */
export const toPeriod = (search: Record<string, unknown>) => ({ startDate: toDay(search.startDate), endDate: toDay(search.endDate) })

export const toText = (value: unknown, maxLength = 100): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text ? text.slice(0, maxLength) : undefined
}
