import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { resolveBoard } from '../services/board-registry'
import { getBoardPost } from '../services/get-board-post'
import { listBoardPosts } from '../services/list-board-posts'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { boardListQuery } from '../schemas'
import { idParam } from '../../../platform/http/paging'

export const boardEndpoints: Endpoint[] = [
  {
    path: '/v1/boards/:board/categories',
    method: 'get',
    handler: withEnvelope(async (req) => ok(resolveBoard(routeParam(req, 'board')).categories)),
  },
  {
    path: '/v1/boards/:board/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const board = resolveBoard(routeParam(req, 'board'))
      const query = parseQuery(boardListQuery, req)
      const { list, total } = await listBoardPosts(req, board.key, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/boards/:board/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const board = resolveBoard(routeParam(req, 'board'))
      const id = idParam.parse(routeParam(req, 'id'))
      return ok(await getBoardPost(req, board.key, id))
    }),
  },
]
