import type { BoardKey, BoardPostDetail } from '../../../../contract/boards'
import { richTextToHtml } from '../../../platform/text/rich-text'
import type { PostMarks } from '../../content'
import { boardRegistry } from './board-registry'
import { type BoardDoc, toAttachments, toBoardPostSummary } from './to-board-post'

/** The board a collection holds, or null for a collection that is not a board. */
export const boardOfCollection = (collection: string): BoardKey | null =>
  (Object.keys(boardRegistry) as BoardKey[]).find((key) => boardRegistry[key].collection === collection) ?? null

/**
 * A draft (read at depth 1) as the post's detail page shows it. A draft has no place in the list
 * yet, so it has no 이전글/다음글, and previewing it counts no view.
 */
export const toBoardPostPreview = (board: BoardKey, doc: BoardDoc, marks: PostMarks): BoardPostDetail => ({
  ...toBoardPostSummary(board, doc, marks),
  contentHtml: richTextToHtml(doc.content),
  attachments: toAttachments(doc),
  prev: null,
  next: null,
})
