import type { PayloadRequest, Where } from 'payload'
import { published } from '../../../platform/data/published'
import { readPage } from '../../../platform/data/read-page'
import { periodWhere } from '../../../platform/http/period'
import type { BoardFilter, BoardPostSummary, SearchType } from '../../../../contract/boards'
import { pinnedNowWhere } from '../../../platform/fields/pin'
import { boardListColumns } from './board-list-columns'
import { type PostMarks, readPostMarks } from '../../content'
import type { Board } from './board-registry'
import { type BoardDoc, type BoardListRow, summaryOfRow, toBoardPostSummary } from './to-board-post'

const keywordWhere = (searchType: SearchType, keyword: string): Where => {
  const title: Where = { title: { like: keyword } }
  const content: Where = { plainText: { like: keyword } }
  if (searchType === 'title') return title
  if (searchType === 'content') return content
  return { or: [title, content] }
}

export const buildBoardWhere = (query: BoardFilter): Where => {
  const conditions: Where[] = [published]
  if (query.searchKeyword) conditions.push(keywordWhere(query.searchType, query.searchKeyword))
  if (query.category) conditions.push({ category: { equals: query.category } })
  // The 기간 search asks when a post was published: the date the list shows.
  conditions.push(...periodWhere('publishedAt', query))
  return { and: conditions }
}

type ListQuery = BoardFilter & { pageNum: number; pageSize: number }

/**
 * FAQ answers open inline in the list, so its rows carry the answer: read through the Local API,
 * which renders rich text. FAQ pages are short; every other board reads only its list columns.
 */
const listFaq = async (req: PayloadRequest, board: Board, query: ListQuery, marks: PostMarks) => {
  const result = await req.payload.find({
    collection: board.collection,
    where: buildBoardWhere(query),
    sort: board.sort,
    page: query.pageNum,
    limit: query.pageSize,
    depth: 0,
    draft: false,
    select: { title: true, category: true, author: true, publishedAt: true, viewCount: true, plainText: true, content: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: result.docs.map((doc) => toBoardPostSummary('faq', doc as BoardDoc, marks)), total: result.totalDocs }
}

/** One page of a board's published posts, as the caller's read access allows. */
export const listBoardPosts = async (req: PayloadRequest, board: Board, query: ListQuery): Promise<{ list: BoardPostSummary[]; total: number }> => {
  const marks = await readPostMarks(req.payload)
  if (board.key === 'faq') return listFaq(req, board, query, marks)
  const columns = boardListColumns[board.key]
  const { rows, total } = await readPage(req, {
    collection: board.collection,
    fields: columns.fields,
    computed: columns.computed,
    where: buildBoardWhere(query),
    orderFirst: board.pinnable ? pinnedNowWhere(marks.now) : undefined,
    sort: board.sort,
    page: query.pageNum,
    limit: query.pageSize,
  })
  return { list: rows.map((row) => summaryOfRow(board.key, row as unknown as BoardListRow, marks)), total }
}
