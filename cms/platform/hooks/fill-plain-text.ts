import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Keeps a plain-text copy of the rich-text body: search runs a LIKE over it (rich text is stored as
 * JSON) and lists use it for excerpts.
 */
export const fillPlainText: CollectionBeforeChangeHook = ({ data }) => {
  if (!data.content) return data
  return { ...data, plainText: convertLexicalToPlaintext({ data: data.content }) }
}
