import { relatedCount, textStart, uploadColumn } from '../../../platform/data/computed-columns'
import type { ComputedColumn } from '../../../platform/data/read-page'
import type { BoardKey } from '../../../../contract/boards'

/** How much body text a list row carries; the excerpt is trimmed to its final length in JS. */
const EXCERPT_SOURCE_LENGTH = 200

const excerpt = textStart('plainText', EXCERPT_SOURCE_LENGTH)
const attachmentCount = relatedCount('attachments')
const common = ['title', 'category', 'author', 'publishedAt', 'viewCount'] as const
const cardImage = uploadColumn('image', { table: 'media', value: 'url', size: 'card' })
const imageAlt = uploadColumn('image', { table: 'media', value: 'alt' })
/** A post listed as a card (image, excerpt) or as a table row. */
const cardPost = { fields: common, computed: { excerpt, attachmentCount, imageUrl: cardImage, imageAlt } }
const tablePost = { fields: common, computed: { excerpt, attachmentCount } }

/** The columns each board's list screen shows, read without Payload's per-document pipeline. */
export const boardListColumns = {
  notice: { fields: [...common, 'pinned', 'pinnedUntil'], computed: { excerpt, attachmentCount } },
  news: cardPost,
  reference: tablePost,
  sharing: {
    fields: [...common, 'host', 'recruitStart', 'recruitEnd'],
    computed: { excerpt: textStart('summary', EXCERPT_SOURCE_LENGTH), attachmentCount, imageUrl: cardImage, imageAlt },
  },
  training: tablePost,
  founded: tablePost,
  activity: cardPost,
} satisfies Partial<Record<BoardKey, { fields: readonly string[]; computed: Record<string, ComputedColumn> }>>

/** Their details: the body and its text, and the card image where the post has one. */
const cardPostDetail = { fields: [...common, 'content', 'plainText'], computed: { imageUrl: cardImage, imageAlt } }
const tablePostDetail = { fields: [...common, 'content', 'plainText'], computed: {} }

/**
 * A post's detail reads the list's columns, its body (stored rich text, rendered by the service) and
 * the text its excerpt is cut from; the files come with their own statement.
 */
export const boardDetailColumns = {
  notice: { fields: [...boardListColumns.notice.fields, 'content', 'plainText'], computed: {} },
  news: cardPostDetail,
  faq: tablePostDetail,
  reference: tablePostDetail,
  sharing: { fields: [...boardListColumns.sharing.fields, 'content', 'plainText', 'summary'], computed: { imageUrl: cardImage, imageAlt } },
  training: tablePostDetail,
  founded: tablePostDetail,
  activity: cardPostDetail,
} satisfies Record<BoardKey, { fields: readonly string[]; computed: Record<string, ComputedColumn> }>
