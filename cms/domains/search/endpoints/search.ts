import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { searchOneType, searchSite } from '../services/search-site'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { siteSearchPageQuery, siteSearchQuery } from '../schemas/search'

export const siteSearchEndpoints: Endpoint[] = [
  { path: '/v1/search', method: 'get', handler: withEnvelope(async (req) => ok(await searchSite(req, parseQuery(siteSearchQuery, req).searchKeyword))) },
  {
    path: '/v1/search/:type',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(siteSearchPageQuery, req)
      const { list, total } = await searchOneType(req, routeParam(req, 'type'), query.searchKeyword, query.pageNum, query.pageSize)
      return okList(list, total, query.pageSize)
    }),
  },
]
