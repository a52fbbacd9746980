import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Attachment, BoardKey, BoardPostSummary } from '../../endpoints/v1/schemas/boards'
import type { File, Media } from '../../payload-types'
import { categoryLabel, resolveBoard } from './board-registry'

/** The fields every board collection shares, as the Local API returns them at depth 1. */
export type BoardDoc = {
  id: number
  title: string
  category: string
  author?: string | null
  publishedAt: string
  viewCount?: number | null
  pinned?: boolean | null
  attachments?: (number | File)[] | null
  image?: number | Media | null
  plainText?: string | null
  content?: unknown
}

const EXCERPT_LENGTH = 120

const excerptOf = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat
}

export const richTextToHtml = (content: unknown) =>
  content ? convertLexicalToHTML({ data: content as SerializedEditorState, disableContainer: true }) : ''

const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

export const toAttachment = (file: File): Attachment => ({
  id: file.id,
  filename: file.filename ?? '',
  title: file.title ?? null,
  url: file.url ?? '',
  filesize: file.filesize ?? 0,
  mimeType: file.mimeType ?? 'application/octet-stream',
})

export const toBoardPostSummary = (boardKey: BoardKey, doc: BoardDoc): BoardPostSummary => {
  const board = resolveBoard(boardKey)
  const image = populated(doc.image)
  return {
    id: doc.id,
    board: boardKey,
    category: doc.category,
    categoryLabel: categoryLabel(board, doc.category),
    title: doc.title,
    author: doc.author ?? '',
    publishedAt: doc.publishedAt,
    viewCount: doc.viewCount ?? 0,
    pinned: Boolean(doc.pinned),
    attachmentCount: doc.attachments?.length ?? 0,
    excerpt: excerptOf(doc.plainText),
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
    imageAlt: image?.alt ?? null,
    contentHtml: boardKey === 'faq' ? richTextToHtml(doc.content) : null,
  }
}

export const toAttachments = (doc: BoardDoc): Attachment[] =>
  (doc.attachments ?? []).map((file) => populated(file)).filter((file): file is File => file !== null).map(toAttachment)
