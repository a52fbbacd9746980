import { ValidationError } from 'payload'

/**
 * Whether Payload refused a write because `field`'s unique index already holds the value: the
 * database adapter turns the driver's error into a ValidationError naming the field (or its column).
 */
export const refusedAsDuplicate = (error: unknown, field: string) => {
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
  return error instanceof ValidationError && error.data.errors.some((problem) => problem.path === field || problem.path === column)
}
