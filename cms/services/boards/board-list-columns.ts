import { relatedCount, textStart, uploadColumn } from '../../data/computed-columns'
import type { ComputedColumn } from '../../data/read-page'
import type { BoardKey } from '../../../contract/boards'

/** How much body text a list row carries; the excerpt is trimmed to its final length in JS. */
const EXCERPT_SOURCE_LENGTH = 200

const excerpt = textStart('plainText', EXCERPT_SOURCE_LENGTH)
const attachmentCount = relatedCount('attachments')
const common = ['title', 'category', 'author', 'publishedAt', 'viewCount'] as const
const cardImage = uploadColumn('image', { table: 'media', value: 'url', size: 'card' })
const imageAlt = uploadColumn('image', { table: 'media', value: 'alt' })

/** The columns each board's list screen shows, read without Payload's per-document pipeline. */
export const boardListColumns = {
  notice: { fields: [...common, 'pinned'], computed: { excerpt, attachmentCount } },
  news: {
    fields: common,
    computed: {
      excerpt,
      attachmentCount,
      imageUrl: cardImage,
      imageAlt,
    },
  },
  reference: { fields: common, computed: { excerpt, attachmentCount } },
  sharing: {
    fields: [...common, 'host', 'recruitStart', 'recruitEnd'],
    computed: { excerpt: textStart('summary', EXCERPT_SOURCE_LENGTH), attachmentCount, imageUrl: cardImage, imageAlt },
  },
} satisfies Partial<Record<BoardKey, { fields: readonly string[]; computed: Record<string, ComputedColumn> }>>

/**
 * A post's detail reads the list's columns, its body (stored rich text, rendered by the service) and
 * the text its excerpt is cut from; the files come with their own statement.
 */
export const boardDetailColumns = {
  notice: { fields: [...boardListColumns.notice.fields, 'content', 'plainText'], computed: {} },
  news: { fields: [...boardListColumns.news.fields, 'content', 'plainText'], computed: { imageUrl: cardImage, imageAlt } },
  faq: { fields: [...common, 'content', 'plainText'], computed: {} },
  reference: { fields: [...common, 'content', 'plainText'], computed: {} },
  sharing: { fields: [...boardListColumns.sharing.fields, 'content', 'plainText', 'summary'], computed: { imageUrl: cardImage, imageAlt } },
} satisfies Record<BoardKey, { fields: readonly string[]; computed: Record<string, ComputedColumn> }>
