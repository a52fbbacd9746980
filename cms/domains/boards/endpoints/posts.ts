import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { getBoardPost } from '../services/get-board-post'
import { listBoardPosts } from '../services/list-board-posts'
import { parseQuery, routeParam } from '../../../platform/http/request'
import type { BoardKey } from '../../../../contract/boards'
import { boardListQuery } from '../schemas'
import { idParam } from '../../../platform/http/paging'

/** The spec's own §7 paths: /posts is the notice board, /posts/faq the FAQ board. */
const listOf = (board: BoardKey): Endpoint['handler'] =>
  withEnvelope(async (req) => {
    const query = parseQuery(boardListQuery, req)
    const { list, total } = await listBoardPosts(req, board, query)
    return okList(list, total, query.pageSize)
  })

const detailOf = (board: BoardKey): Endpoint['handler'] => withEnvelope(async (req) => ok(await getBoardPost(req, board, idParam.parse(routeParam(req, 'id')))))

export const postEndpoints: Endpoint[] = [
  { path: '/v1/posts/list', method: 'get', handler: listOf('notice') },
  { path: '/v1/posts/faq/list', method: 'get', handler: listOf('faq') },
  { path: '/v1/posts/faq/:id', method: 'get', handler: detailOf('faq') },
  { path: '/v1/posts/:id', method: 'get', handler: detailOf('notice') },
]
