/** The id behind a relationship value, whether Payload returned it populated (depth ≥ 1) or bare. */
export function relationId<T extends number | string>(value: T | { id: T }): T
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
