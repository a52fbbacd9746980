import type { PayloadRequest, Where } from 'payload'
import { publishedAnd } from '../../../platform/data/published'
import type { AdjacentPost, BoardPostDetail } from '../../../../contract/boards'
import { incrementCounter } from '../../../platform/data/increment-counter'
import { readPage } from '../../../platform/data/read-page'
import { notFound } from '../../../platform/http/errors'
import type { Board } from './board-registry'
import { readAttachedFiles } from '../../../platform/data/read-attached-files'
import { boardDetailColumns } from './board-list-columns'
import { readPostMarks } from '../../content'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { type BoardDoc, type BoardListRow, attachmentsFor, summaryOfRow, toAttachments } from './to-board-post'

type Neighbour = 'older' | 'newer'

/** Neighbours follow the list's date order; equal dates fall back to the id so none is skipped. */
const neighbourWhere = (doc: Pick<BoardDoc, 'id' | 'publishedAt'>, direction: Neighbour): Where => {
  const before = direction === 'older'
  return {
    or: [
      { publishedAt: before ? { less_than: doc.publishedAt } : { greater_than: doc.publishedAt } },
      { and: [{ publishedAt: { equals: doc.publishedAt } }, { id: before ? { less_than: doc.id } : { greater_than: doc.id } }] },
    ],
  }
}

const findNeighbour = async (
  req: PayloadRequest,
  board: Board,
  doc: Pick<BoardDoc, 'id' | 'publishedAt'>,
  direction: Neighbour,
): Promise<AdjacentPost | null> => {
  const { rows } = await readPage(req, {
    collection: board.collection,
    fields: ['title', 'publishedAt'],
    where: publishedAnd(neighbourWhere(doc, direction)),
    sort: direction === 'older' ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
    page: 1,
    limit: 1,
    withTotal: false,
  })
  const neighbour = rows[0] as AdjacentPost | undefined
  return neighbour ? { id: neighbour.id, title: neighbour.title, publishedAt: neighbour.publishedAt } : null
}

/** Lexical nodes that point at other documents and need Payload's population to render. */
const REFERRING_NODES = new Set(['upload', 'relationship', 'block', 'inlineBlock'])

const refersToDocuments = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return false
  const { type, fields, children, root } = node as { type?: string; fields?: { linkType?: string }; children?: unknown[]; root?: unknown }
  if ((type && REFERRING_NODES.has(type)) || fields?.linkType === 'internal') return true
  return refersToDocuments(root) || (children ?? []).some(refersToDocuments)
}

/** FAQ answers carry no files; the other boards keep theirs in an `attachments` field. */
const hasAttachments = (req: PayloadRequest, collection: Board['collection']) =>
  req.payload.collections[collection].config.flattenedFields.some((field) => field.name === 'attachments')

/** The post through the Local API at depth 1: for bodies that embed uploads or link to documents. */
const findPopulated = async (req: PayloadRequest, collection: Board['collection'], id: number) => {
  const found = await req.payload.find({
    collection,
    where: publishedAnd({ id: { equals: id } }),
    limit: 1,
    depth: 1,
    draft: false,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return found.docs[0] as BoardDoc | undefined
}

/**
 * A post with its body as HTML and its files. The row is read lean (its columns and stored rich
 * text, under the collection's read access) and rendered here; a body that embeds uploads or links
 * to other documents is read through the Local API instead, which populates them.
 */
export const getBoardPost = async (req: PayloadRequest, board: Board, id: number): Promise<BoardPostDetail> => {
  const columns = boardDetailColumns[board.key]
  const { rows } = await readPage(req, {
    collection: board.collection,
    fields: columns.fields,
    computed: columns.computed,
    storedRichText: ['content'],
    where: publishedAnd({ id: { equals: id } }),
    sort: ['id'],
    page: 1,
    limit: 1,
    withTotal: false,
  })
  const row = rows[0] as (BoardListRow & { content?: unknown; plainText?: string | null; summary?: string | null }) | undefined
  if (!row) throw notFound('게시글을 찾을 수 없습니다.')

  const needsPopulation = refersToDocuments(row.content)
  const populated = needsPopulation ? await findPopulated(req, board.collection, id) : undefined
  if (needsPopulation && !populated) throw notFound('게시글을 찾을 수 없습니다.')
  const [attachments] = await Promise.all([
    populated
      ? toAttachments(populated)
      : hasAttachments(req, board.collection)
        ? readAttachedFiles(req.payload, board.collection, 'attachments', id).then((files) => attachmentsFor(req.user, files))
        : [],
    incrementCounter(req.payload, board.collection, id, 'viewCount'),
  ])
  const [prev, next] = await Promise.all([findNeighbour(req, board, row, 'older'), findNeighbour(req, board, row, 'newer')])
  const summary = summaryOfRow(
    board.key,
    { ...row, excerpt: board.key === 'sharing' ? (row.summary ?? row.plainText) : row.plainText, attachmentCount: attachments.length },
    await readPostMarks(req.payload),
  )
  return {
    ...summary,
    viewCount: summary.viewCount + 1,
    contentHtml: richTextToHtml((populated ?? row).content),
    attachments,
    prev,
    next,
  }
}
