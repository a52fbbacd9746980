import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { getBoardPost } from '../services/get-board-post'
import { resolveBoard } from '../services/board-registry'
import { listBoardHandler } from './list-board-handler'
import { routeParam } from '../../../platform/http/request'
import type { BoardKey } from '../../../../contract/boards'
import { idParam } from '../../../platform/http/paging'

/** The spec's own §7 paths: /posts is the notice board, /posts/faq the FAQ board. */
const listOf = (board: BoardKey): Endpoint['handler'] => listBoardHandler(() => board)

const detailOf = (board: BoardKey): Endpoint['handler'] =>
  withEnvelope(async (req) => ok(await getBoardPost(req, resolveBoard(board), idParam.parse(routeParam(req, 'id')))))

export const postEndpoints: Endpoint[] = [
  { path: '/v1/posts/list', method: 'get', handler: listOf('notice') },
  { path: '/v1/posts/faq/list', method: 'get', handler: listOf('faq') },
  { path: '/v1/posts/faq/:id', method: 'get', handler: detailOf('faq') },
  { path: '/v1/posts/:id', method: 'get', handler: detailOf('notice') },
]
