import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { getCodeName, listCodes } from '../services/list-codes'
import { routeParam } from '../../../platform/http/request'
import { travelCode } from '../schemas/travel-filters'

/** The travel side's common codes (docs/api.md "여행 (레거시)"). */
export const travelCodeEndpoints: Endpoint[] = [
  { path: '/v1/codes/:group', method: 'get', handler: withEnvelope(async (req) => ok(await listCodes(req, routeParam(req, 'group')))) },
  {
    path: '/v1/codes-name/:code',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getCodeName(req, travelCode('요청한').parse(routeParam(req, 'code'))))),
  },
]
