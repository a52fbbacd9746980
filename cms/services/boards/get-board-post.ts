import type { PayloadRequest, Where } from 'payload'
import type { AdjacentPost, BoardKey, BoardPostDetail } from '../../../contract/boards'
import { incrementCounter } from '../../data/increment-counter'
import { readPage } from '../../data/read-page'
import { notFound } from '../../lib/errors'
import { resolveBoard } from './board-registry'
import { type BoardDoc, richTextToHtml, toAttachments, toBoardPostSummary } from './to-board-post'

type Neighbour = 'older' | 'newer'

/** Neighbours follow the list's date order; equal dates fall back to the id so none is skipped. */
const neighbourWhere = (doc: BoardDoc, direction: Neighbour): Where => {
  const before = direction === 'older'
  return {
    or: [
      { publishedAt: before ? { less_than: doc.publishedAt } : { greater_than: doc.publishedAt } },
      { and: [{ publishedAt: { equals: doc.publishedAt } }, { id: before ? { less_than: doc.id } : { greater_than: doc.id } }] },
    ],
  }
}

const findNeighbour = async (req: PayloadRequest, boardKey: BoardKey, doc: BoardDoc, direction: Neighbour): Promise<AdjacentPost | null> => {
  const { rows } = await readPage(req, {
    collection: resolveBoard(boardKey).collection,
    fields: ['title', 'publishedAt'],
    where: neighbourWhere(doc, direction),
    sort: direction === 'older' ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
    page: 1,
    limit: 1,
    withTotal: false,
  })
  const neighbour = rows[0] as AdjacentPost | undefined
  return neighbour ? { id: neighbour.id, title: neighbour.title, publishedAt: neighbour.publishedAt } : null
}

export const getBoardPost = async (req: PayloadRequest, boardKey: BoardKey, id: number): Promise<BoardPostDetail> => {
  const board = resolveBoard(boardKey)
  const found = await req.payload.find({
    collection: board.collection,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    draft: false,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const doc = found.docs[0] as BoardDoc | undefined
  if (!doc) throw notFound('게시글을 찾을 수 없습니다.')

  await incrementCounter(req.payload, board.collection, id, 'viewCount')
  const [prev, next] = await Promise.all([findNeighbour(req, boardKey, doc, 'older'), findNeighbour(req, boardKey, doc, 'newer')])
  const summary = toBoardPostSummary(boardKey, doc)
  return {
    ...summary,
    viewCount: summary.viewCount + 1,
    contentHtml: richTextToHtml(doc.content),
    attachments: toAttachments(doc),
    prev,
    next,
  }
}
