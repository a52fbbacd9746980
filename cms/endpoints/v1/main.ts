import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../lib/envelope'
import { listBanners } from '../../services/main/list-banners'
import { searchAll } from '../../services/main/search-all'
import { parseQuery } from './request'
import { mainSearchQuery } from './schemas/main'

export const mainEndpoints: Endpoint[] = [
  { path: '/v1/main/benefit', method: 'get', handler: withEnvelope(async (req) => ok(await listBanners(req))) },
  {
    path: '/v1/main/main',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await searchAll(req, parseQuery(mainSearchQuery, req).searchKeyword))),
  },
]
