import type { FlattenedField, Where } from 'payload'
import { validOperatorSet } from 'payload/shared'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Collections key their rows by an integer, except the few with a random UUID of their own (an
 * anonymous survey answer: a counter would follow the order of the respondents).
 */
export const hasUuidIds = (fields: FlattenedField[]) => fields.some((field) => field.name === 'id' && field.type === 'text')

/** Whether a value can be a row's id at all; anything else can only miss. */
export const isRecordId = (value: unknown, uuidIds = false): boolean =>
  uuidIds
    ? typeof value === 'string' && UUID.test(value)
    : (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value))

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const NUMERIC_FIELD_TYPES = new Set(['number', 'relationship', 'upload'])

const isNumeric = (value: unknown) => value === null || (value !== '' && Number.isFinite(Number(value)))

const operands = (operator: string, value: unknown): unknown[] => {
  if (!LIST_OPERATORS.has(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

/**
 * How large a `where` may be, on every surface (docs/security.md "Query size"): conditions (one field
 * and operator each), nesting of and/or, and values in in/not_in/all lists, all counted over the whole
 * query. The admin's own filters and pickers stay far below; a thousand OR terms cost the database most
 * of a second.
 */
export const whereLimits = { conditions: 50, depth: 5, listValues: 1000 } as const

/**
 * Whether a `where` stays within `whereLimits`; stops at the first excess, so an oversized query costs
 * no more than the limit to look at. The shape itself is `isWellFormedWhere`'s to judge.
 */
export const fitsWhereLimits = (where: unknown): boolean => {
  let conditions = 0
  let listValues = 0
  const fits = (node: unknown, depth: number): boolean => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return true
    for (const [path, condition] of Object.entries(node)) {
      if (['and', 'or'].includes(path.toLowerCase())) {
        if (!Array.isArray(condition)) continue
        if (depth >= whereLimits.depth || condition.length > whereLimits.conditions) return false
        if (!condition.every((inner) => fits(inner, depth + 1))) return false
        continue
      }
      if (typeof condition !== 'object' || condition === null) continue
      for (const [operator, value] of Object.entries(condition)) {
        conditions += 1
        if (LIST_OPERATORS.has(operator)) listValues += operands(operator, value).length
        if (conditions > whereLimits.conditions || listValues > whereLimits.listValues) return false
      }
    }
    return true
  }
  return fits(where, 0)
}

/** Whether a value the database compares with a number column is a number, as the column needs. */
const holdsNumbers = (field: FlattenedField | undefined, path: string, uuidIds: boolean) =>
  (path === 'id' && !uuidIds) || (field !== undefined && NUMERIC_FIELD_TYPES.has(field.type) && !('relationTo' in field && Array.isArray(field.relationTo)))

/**
 * Checks a `where` query before it reaches the database, where an unknown operator, a geo operator
 * on a plain column or text compared with a number column fails as a server error (NaN in SQL).
 * Paths into related documents are left to Payload: only the collection's own columns are known here.
 */
export const isWellFormedWhere = (where: unknown, fields: FlattenedField[]): boolean => {
  if (where === undefined || where === null) return true
  if (typeof where !== 'object' || Array.isArray(where)) return false
  const uuidIds = hasUuidIds(fields)
  return Object.entries(where as Where).every(([path, condition]) => {
    // Payload reads and/or in any case; GraphQL sends AND/OR.
    if (['and', 'or'].includes(path.toLowerCase())) return Array.isArray(condition) && condition.every((inner) => isWellFormedWhere(inner, fields))
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false
    const field = fields.find((candidate) => candidate.name === path)
    return Object.entries(condition).every(([operator, value]) => {
      if (!validOperatorSet.has(operator as never)) return false
      if (GEO_OPERATORS.has(operator)) return field?.type === 'point'
      if (operator === 'exists' || !holdsNumbers(field, path, uuidIds)) return true
      return operands(operator, value).every(isNumeric)
    })
  })
}
