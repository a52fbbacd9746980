import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { publicOrigin } from '../../platform/http/public-origin'
import { parseQuery } from '../../platform/http/request'
import { siteHeadQuery } from './schemas'
import { siteHeadAdditions } from './services/site-head'

/** The same head additions the server renderer puts in the HTML, for the SPA to update after a client-side navigation. */
export const seoEndpoints: Endpoint[] = [
  {
    path: '/v1/site/head',
    method: 'get',
    handler: withEnvelope(async (req) =>
      ok(await siteHeadAdditions(req.payload, { origin: publicOrigin(req), pathname: parseQuery(siteHeadQuery, req).path })),
    ),
  },
]
