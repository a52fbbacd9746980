import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { CollectionBeforeChangeHook } from 'payload'

const hasText = (answer: unknown) => Boolean(answer) && convertLexicalToPlaintext({ data: answer as SerializedEditorState }).trim().length > 0

/**
 * A staff answer written in the admin makes the post 답변완료, with who answered and when; clearing
 * it makes the post wait again. Only staff may write the answer field (its field access).
 */
export const recordAnswer: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const answer = 'answer' in data ? data.answer : originalDoc?.answer
  if (!hasText(answer)) return { ...data, answerState: 'waiting', answeredAt: null, answeredBy: null }
  if (originalDoc?.answerState === 'answered' && originalDoc.answeredAt) return { ...data, answerState: 'answered' }
  return { ...data, answerState: 'answered', answeredAt: new Date().toISOString(), answeredBy: req.user?.id ?? null }
}
