import { z } from 'zod'

/** How a person writes a whole number: decimal digits, perhaps a sign; never `0x6`, `1e4`, `6.0` or blank. */
const DECIMAL_INTEGER = /^[+-]?\d+$/

/**
 * A number from a query string, a path or a JSON body, checked by `schema`. Only plain decimal
 * integers count as numbers: zod's `coerce` would take `0x6` as 6, `1e4` as 10000, a blank or
 * `true` as 0 or 1. Anything else reaches `schema` as it came and is refused with its message.
 */
export const plainInteger = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL_INTEGER.test(value.trim()) ? Number(value.trim()) : value), schema)
