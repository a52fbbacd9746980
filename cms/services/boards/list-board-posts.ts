import type { PayloadRequest, Where } from 'payload'
import type { BoardFilter, BoardKey, BoardPostSummary, SearchType } from '../../endpoints/v1/schemas/boards'
import { resolveBoard } from './board-registry'
import { type BoardDoc, toBoardPostSummary } from './to-board-post'

const keywordWhere = (searchType: SearchType, keyword: string): Where => {
  const title: Where = { title: { like: keyword } }
  const content: Where = { plainText: { like: keyword } }
  if (searchType === 'title') return title
  if (searchType === 'content') return content
  return { or: [title, content] }
}

export const buildBoardWhere = (query: BoardFilter): Where => {
  const conditions: Where[] = []
  if (query.searchKeyword) conditions.push(keywordWhere(query.searchType, query.searchKeyword))
  if (query.category) conditions.push({ category: { equals: query.category } })
  return conditions.length ? { and: conditions } : {}
}

/** One page of a board as the visitor (or staff member) making the request may see it. */
export const listBoardPosts = async (
  req: PayloadRequest,
  boardKey: BoardKey,
  query: BoardFilter & { pageNum: number; pageSize: number },
): Promise<{ list: BoardPostSummary[]; total: number }> => {
  const board = resolveBoard(boardKey)
  const result = await req.payload.find({
    collection: board.collection,
    where: buildBoardWhere(query),
    sort: board.sort,
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    draft: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { list: result.docs.map((doc) => toBoardPostSummary(boardKey, doc as BoardDoc)), total: result.totalDocs }
}
