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

export const toText = (value: unknown, maxLength = 100): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text ? text.slice(0, maxLength) : undefined
}
