import { ValidationError } from 'payload'

/** Payload answers a UNIQUE violation of a create or update with a ValidationError naming the field. */
export const isUniqueFieldTaken = (error: unknown, field: string) =>
  error instanceof ValidationError && (error.data?.errors ?? []).some((issue: { path?: string }) => issue.path === field)
