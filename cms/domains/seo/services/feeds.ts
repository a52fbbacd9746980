import { Feed } from 'feed'
import type { Payload } from 'payload'
import { eventKinds } from '../../../../contract/events'
import { type DetailKind, detailPath, type FeedKey, feedPath } from '../../../../contract/seo'
import { site } from '../../../../contract/site'
import { published } from '../../../platform/data/published'
import { resolveBoard } from '../../boards'
import { feedTexts, seoMessages } from '../messages'
import { FEED_SIZE } from '../rules'
import { plainSummary } from './summary'

type FeedEntry = { id: number; title: string; text: string | null | undefined; date: string; category?: string }

type FeedSource = { kind: DetailKind; listPath: string; read: (payload: Payload) => Promise<FeedEntry[]> }

/** Reads as a guest (no user), so only what the portal shows a visitor reaches a feed; `draft: false` keeps an unpublished edit out. */
const guestRead = { depth: 0, draft: false, limit: FEED_SIZE, pagination: false, overrideAccess: false } as const

const boardFeed = (key: 'notice' | 'news', listPath: string): FeedSource => ({
  kind: key,
  listPath,
  read: async (payload) => {
    const board = resolveBoard(key)
    const { docs } = await payload.find({
      collection: board.collection as 'notices' | 'news',
      where: published,
      sort: ['-publishedAt', '-id'],
      select: { title: true, plainText: true, category: true, publishedAt: true },
      ...guestRead,
    })
    return docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      text: doc.plainText,
      date: doc.publishedAt,
      category: board.categories.find((category) => category.value === doc.category)?.label,
    }))
  },
})

const feedSources: Record<FeedKey, FeedSource> = {
  notices: boardFeed('notice', '/infoPlaza/notice'),
  news: boardFeed('news', '/infoPlaza/news'),
  calls: {
    kind: 'call',
    listPath: '/cooperation/assn',
    // A call has no 게시일 of its own; it is dated by when staff created it, which an edit does not move.
    read: async (payload) => {
      const { docs } = await payload.find({
        collection: 'project-calls',
        where: published,
        sort: ['-createdAt', '-id'],
        select: { title: true, summary: true, host: true, createdAt: true },
        ...guestRead,
      })
      return docs.map((doc) => ({ id: doc.id, title: doc.title, text: doc.summary, date: doc.createdAt, category: doc.host ?? undefined }))
    },
  },
  events: {
    kind: 'event',
    listPath: '/cooperation/events',
    read: async (payload) => {
      const { docs } = await payload.find({
        collection: 'events',
        where: published,
        sort: ['-publishedAt', '-id'],
        select: { title: true, summary: true, kind: true, publishedAt: true },
        ...guestRead,
      })
      return docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        text: doc.summary,
        date: doc.publishedAt,
        category: eventKinds.find((kind) => kind.value === doc.kind)?.label,
      }))
    },
  },
}

/** One feed as RSS 2.0 or Atom 1.0: the newest published items, each linking its canonical detail page. */
export const renderFeed = async (payload: Payload, key: FeedKey, format: 'rss' | 'atom', origin: string) => {
  const source = feedSources[key]
  const entries = await source.read(payload)
  const title = seoMessages.feedTitle(feedTexts[key].title, site.organizationName)
  const feed = new Feed({
    id: origin + source.listPath,
    link: origin + source.listPath,
    title,
    description: feedTexts[key].description,
    language: 'ko',
    copyright: site.organizationName,
    generator: false,
    updated: entries[0] ? new Date(entries[0].date) : undefined,
    feedLinks: { rss: origin + feedPath(key, 'rss'), atom: origin + feedPath(key, 'atom') },
  })
  for (const entry of entries) {
    const link = origin + detailPath(source.kind, entry.id)
    feed.addItem({
      title: entry.title,
      id: link,
      guid: link,
      link,
      date: new Date(entry.date),
      published: new Date(entry.date),
      description: plainSummary(entry.text),
      category: entry.category ? [{ name: entry.category, term: entry.category }] : undefined,
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}
