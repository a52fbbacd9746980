import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import { getTerms } from './services/get-terms'
import { listTerms } from './services/list-terms'
import { parseQuery, routeParam } from '../../platform/http/request'
import { termsListQuery, termsVersionQuery } from './schemas'

export const termsEndpoints: Endpoint[] = [
  {
    path: '/v1/terms/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(termsListQuery, req)
      const { list, total } = await listTerms(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/terms/:code',
    method: 'get',
    handler: withEnvelope(async (req) => {
      return ok(await getTerms(req, routeParam(req, 'code'), parseQuery(termsVersionQuery, req).version))
    }),
  },
]
