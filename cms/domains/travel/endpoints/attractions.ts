import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../../platform/access/require-member'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { addInterest, listMyInterests, removeInterest } from '../services/attractions/attraction-interests'
import { getAttraction } from '../services/attractions/get-attraction'
import { listAttractions } from '../services/attractions/list-attractions'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { attractionListQuery, gdsUid, gdsUidQuery } from '../schemas/attractions'
import { memberPage } from '../../../platform/http/member-page'

const gdsUidOf = (req: PayloadRequest) => parseQuery(gdsUidQuery, req).gdsUid

/** Attractions and a member's favourites (docs/api.md "여행 (레거시)"). */
export const attractionEndpoints: Endpoint[] = [
  {
    path: '/v1/attraction/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(attractionListQuery, req)
      const { list, total } = await listAttractions(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/attraction/detail/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getAttraction(req, gdsUid.parse(routeParam(req, 'id'))))),
  },
  {
    path: '/v1/attraction/interest',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await addInterest(req, requireMember(req), gdsUidOf(req)))),
  },
  {
    path: '/v1/attraction/interest/delete',
    method: 'delete',
    handler: withEnvelope(async (req) => ok(await removeInterest(req, requireMember(req), gdsUidOf(req)))),
  },
  { path: '/v1/mypage/myAttraction/list', method: 'get', handler: memberPage(listMyInterests) },
]
