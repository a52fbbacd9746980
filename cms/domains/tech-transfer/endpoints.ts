import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { fail, ok, okList, withEnvelope } from '../../platform/http/envelope'
import { badRequest } from '../../platform/http/errors'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { techMessages } from './messages'
import { agreeNda } from './services/agree-nda'
import { findMatches } from './services/find-matches'
import { ImportRefused, importTechnologies } from './services/import-technologies'
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
  {
    path: '/v1/tech-transfer/import',
    method: 'post',
    handler: withEnvelope(async (req) => {
      // The body is read before the refusal: answering 401 to an upload still being sent closes the
      // socket under the client, which then sees a broken pipe instead of the answer.
      await addDataAndFileToRequest(req)
      requireStaff(req)
      const file = req.file
      if (!file?.data?.length) throw badRequest(techMessages.importFileRequired)
      // Excel on Windows labels a CSV application/vnd.ms-excel; the name and the reading decide.
      if (!/\.csv$/i.test(file.name)) throw badRequest(techMessages.importFileType)
      try {
        return ok(await importTechnologies(req, file.data))
      } catch (error) {
        if (error instanceof ImportRefused) return fail(400, error.userMessage, { imported: 0, errors: error.errors })
        throw error
      }
    }),
  },
]
