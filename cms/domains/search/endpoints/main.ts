import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { listBanners } from '../../content'
import { searchAll } from '../services/search-all'
import { parseQuery } from '../../../platform/http/request'
import { mainSearchQuery } from '../schemas/main'

export const mainEndpoints: Endpoint[] = [
  { path: '/v1/main/benefit', method: 'get', handler: withEnvelope(async (req) => ok(await listBanners(req))) },
  {
    path: '/v1/main/main',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await searchAll(req, parseQuery(mainSearchQuery, req).searchKeyword))),
  },
]
