import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { resolveBoard } from '../services/board-registry'
import { getBoardPost } from '../services/get-board-post'
import { listBoardHandler } from './list-board-handler'
import { routeParam } from '../../../platform/http/request'
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
    handler: listBoardHandler((req) => routeParam(req, 'board')),
  },
  {
    path: '/v1/boards/:board/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const board = resolveBoard(routeParam(req, 'board'))
      const id = idParam.parse(routeParam(req, 'id'))
      return ok(await getBoardPost(req, board, id))
    }),
  },
]
