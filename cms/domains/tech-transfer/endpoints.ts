import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { agreeNda } from './services/agree-nda'
import { findMatches } from './services/find-matches'
import { technologyInterest } from './services/technology-interest'
import { listTechnologies } from './services/list-technologies'
import { technologyDetail } from './services/technology-detail'
import { ndaBody, technologyIdParam, technologyListQuery } from './schemas'

const technologyId = (req: PayloadRequest) => technologyIdParam.parse(routeParam(req, 'id'))

/** 보유기술 카탈로그 (docs/api.md "보유기술 · 기술이전"). */
export const techTransferEndpoints: Endpoint[] = [
  {
    path: '/v1/tech-transfer/technologies',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(technologyListQuery, req)
      const { list, total } = await listTechnologies(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/tech-transfer/technologies/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await technologyDetail(req, technologyId(req)))),
  },
  {
    path: '/v1/tech-transfer/technologies/:id/nda',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const id = technologyId(req)
      return ok(await agreeNda(req, member, id, await parseBody(ndaBody, req)))
    }),
  },
  {
    path: '/v1/tech-transfer/matches',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await findMatches(req, requireMember(req)))),
  },
  {
    path: '/v1/tech-transfer/technologies/:id/interest',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const staff = requireStaff(req)
      return ok(await technologyInterest(req, staff, technologyId(req)))
    }),
  },
]
