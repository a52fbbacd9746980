import type { Attachment, BoardKey, BoardPostSummary } from '../../../../contract/boards'
import { displayName } from '../../../platform/uploads/upload-original-name'
import type { File, Media, User } from '../../../payload-types'
import type { AttachedFile } from '../../../platform/data/read-attached-files'
import { hasStaffRole } from '../../../platform/access/roles'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { isPinnedNow } from '../../../platform/fields/pin'
import type { PostMarks } from '../../content'
import { boardRegistry, categoryLabel } from './board-registry'

/** The columns every board list shows. */
type BoardColumns = {
  id: number
  title: string
  category: string
  author?: string | null
  publishedAt: string
  viewCount?: number | null
  pinned?: boolean | null
  pinnedUntil?: string | null
  /** 공유협업 프로그램 only. */
  host?: string | null
  recruitStart?: string | null
  recruitEnd?: string | null
}

/** The fields every board collection shares, as the Local API returns them at depth 1. */
export type BoardDoc = BoardColumns & {
  attachments?: (number | File)[] | null
  image?: number | Media | null
  plainText?: string | null
  summary?: string | null
  content?: unknown
}

const EXCERPT_LENGTH = 120

const excerptOf = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat
}

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

export const toAttachment = (file: File): Attachment => ({
  id: file.id,
  filename: displayName(file),
  title: file.title ?? null,
  url: file.url ?? '',
  filesize: file.filesize ?? 0,
  mimeType: file.mimeType ?? 'application/octet-stream',
  // Present only when the file was read under an access that lets the caller see it (staff).
  ...(typeof file.downloadCount === 'number' ? { downloadCount: file.downloadCount } : {}),
})

/** Files read lean (without the field's read rule): the download count stays with staff. */
export const attachmentsFor = (user: Pick<User, 'role'> | null, files: AttachedFile[]): Attachment[] =>
  hasStaffRole(user) ? files : files.map(({ downloadCount: _staffOnly, ...file }) => file)

/** A list row as the lean list query returns it (board-list-columns.ts). */
export type BoardListRow = BoardColumns & {
  excerpt?: string | null
  attachmentCount?: number | null
  imageUrl?: string | null
  imageAlt?: string | null
}

export const summaryOfRow = (boardKey: BoardKey, row: BoardListRow, marks: PostMarks, contentHtml: string | null = null): BoardPostSummary => ({
  id: row.id,
  board: boardKey,
  category: row.category,
  categoryLabel: categoryLabel(boardRegistry[boardKey], row.category),
  title: row.title,
  author: row.author ?? '',
  publishedAt: row.publishedAt,
  viewCount: Number(row.viewCount ?? 0),
  pinned: isPinnedNow(row, marks.now),
  isNew: marks.isNew(row.publishedAt),
  attachmentCount: Number(row.attachmentCount ?? 0),
  excerpt: excerptOf(row.excerpt),
  imageUrl: row.imageUrl ?? null,
  imageAlt: row.imageAlt ?? null,
  contentHtml,
  programme: boardKey === 'sharing' ? { host: row.host ?? null, recruitStart: row.recruitStart ?? null, recruitEnd: row.recruitEnd ?? null } : null,
})

/** A document read through the Local API (detail, FAQ) in the same summary shape. */
export const toBoardPostSummary = (boardKey: BoardKey, doc: BoardDoc, marks: PostMarks): BoardPostSummary => {
  const image = populated(doc.image)
  return summaryOfRow(
    boardKey,
    {
      ...doc,
      excerpt: boardKey === 'sharing' ? (doc.summary ?? doc.plainText) : doc.plainText,
      attachmentCount: doc.attachments?.length ?? 0,
      imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
      imageAlt: image?.alt ?? null,
    },
    marks,
    boardKey === 'faq' ? richTextToHtml(doc.content) : null,
  )
}

export const toAttachments = (doc: BoardDoc): Attachment[] =>
  (doc.attachments ?? [])
    .map((file) => populated(file))
    .filter((file): file is File => file !== null)
    .map(toAttachment)
