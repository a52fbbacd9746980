import type { PayloadHandler, PayloadRequest } from 'payload'
import { okList, withEnvelope } from '../../../platform/http/envelope'
import { parseQuery } from '../../../platform/http/request'
import { boardListQuery } from '../schemas'
import { resolveBoard } from '../services/board-registry'
import { listBoardPosts } from '../services/list-board-posts'

/** One page of a board's list, under /boards/:board/list and the spec's /posts/list alike; an unknown board is 404 before its query is read. */
export const listBoardHandler = (boardOf: (req: PayloadRequest) => string): PayloadHandler =>
  withEnvelope(async (req) => {
    const board = resolveBoard(boardOf(req))
    const query = parseQuery(boardListQuery, req)
    const { list, total } = await listBoardPosts(req, board, query)
    return okList(list, total, query.pageSize)
  })
