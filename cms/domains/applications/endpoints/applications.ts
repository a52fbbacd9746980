import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../../platform/access/require-member'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { fileAdvisoryRequest, getAdvisoryRequest, resubmitAdvisoryRequest } from '../services/advisory/advisory-requests'
import { listExperts } from '../services/advisory/list-experts'
import { resolveProgramme } from '../services/application-registry'
import { applicationSheets } from '../services/application-sheets'
import { changeApplicationState } from '../services/change-application-state'
import { exportApplications } from '../services/export-applications'
import { listMyApplications } from '../services/list-my-applications'
import { toApplicationSummary } from '../services/to-application'
import { applyToCourse } from '../services/education/apply-to-course'
import { getCourseApplication, listMyCourseApplications, resubmitCourseApplication } from '../services/education/course-applications'
import { fileProposal, getProposal, resubmitProposal } from '../services/projects/proposals'
import { parseBody, parseQuery, routeParam } from '../../../platform/http/request'
import {
  advisoryRequestBody,
  applicationId,
  courseApplicationBody,
  courseApplicationEditBody,
  applicationListQuery,
  applicationMoveBody,
  expertListQuery,
} from '../schemas/applications'
import { proposalBody, proposalEditBody } from '../schemas/projects'

const idOf = (req: PayloadRequest) => applicationId.parse(routeParam(req, 'id'))

/** Programme applications on the shared status model (docs/api.md "신청"). */
export const applicationEndpoints: Endpoint[] = [
  {
    path: '/v1/advice/experts',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(expertListQuery, req)
      const { list, total } = await listExperts(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/applications/tech',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await fileAdvisoryRequest(req, await parseBody(advisoryRequestBody, req)))
    }),
  },
  {
    path: '/v1/applications/edu',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await applyToCourse(req, await parseBody(courseApplicationBody, req)))
    }),
  },
  {
    path: '/v1/applications/assn',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await fileProposal(req, await parseBody(proposalBody, req)))
    }),
  },
  {
    path: '/v1/applications/edu/mine',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      const query = parseQuery(applicationListQuery, req)
      const { list, total } = await listMyCourseApplications(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/applications/:kind/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const programme = resolveProgramme(routeParam(req, 'kind'))
      const { filename, body } = await exportApplications(req, programme, applicationSheets[programme.kind])
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="applications.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
          'Cache-Control': 'no-store',
        },
      })
    }),
  },
  {
    path: '/v1/applications/:kind/mine',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const programme = resolveProgramme(routeParam(req, 'kind'))
      requireMember(req)
      const query = parseQuery(applicationListQuery, req)
      const { list, total } = await listMyApplications(req, programme, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/applications/edu/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await getCourseApplication(req, idOf(req)))
    }),
  },
  {
    path: '/v1/applications/edu/:id',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await resubmitCourseApplication(req, idOf(req), await parseBody(courseApplicationEditBody, req)))
    }),
  },
  {
    path: '/v1/applications/assn/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await getProposal(req, idOf(req)))
    }),
  },
  {
    path: '/v1/applications/assn/:id',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await resubmitProposal(req, idOf(req), await parseBody(proposalEditBody, req)))
    }),
  },
  {
    path: '/v1/applications/tech/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await getAdvisoryRequest(req, idOf(req)))
    }),
  },
  {
    path: '/v1/applications/tech/:id',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await resubmitAdvisoryRequest(req, idOf(req), await parseBody(advisoryRequestBody, req)))
    }),
  },
  {
    path: '/v1/applications/:kind/:id/state',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const programme = resolveProgramme(routeParam(req, 'kind'))
      requireMember(req)
      const { to, reason } = await parseBody(applicationMoveBody, req)
      return ok(toApplicationSummary(programme, await changeApplicationState(req, programme, idOf(req), to, { reason })))
    }),
  },
]
