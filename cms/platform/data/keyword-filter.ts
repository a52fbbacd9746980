import type { Where } from 'payload'

/** Rows where any of `fields` contains `keyword` (Payload's `like`: case-insensitive, anywhere in the text). */
export const anyFieldLike = (keyword: string, fields: readonly string[]): Where => ({ or: fields.map((field) => ({ [field]: { like: keyword } })) })
