import type { Endpoint, PayloadRequest } from 'payload'
import type { ApplicationKind } from '../../../../contract/applications'
import type { User } from '../../../payload-types'
import { requireMember } from '../../../platform/access/require-member'
import { requireStaff } from '../../../platform/access/require-staff'
import { downloadReasonOf } from '../../access-log'
import { csvDownload } from '../../../platform/http/csv-download'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { fileAdvisoryRequest, getAdvisoryRequest, resubmitAdvisoryRequest } from '../services/advisory/advisory-requests'
import { listExperts } from '../services/advisory/list-experts'
import { programmes, resolveProgramme } from '../services/application-registry'
import { applicationSheets } from '../services/application-sheets'
import { changeApplicationState } from '../services/change-application-state'
import { exportApplications } from '../services/export-applications'
import { payloadListFilter, parseBody, parseQuery, routeParam } from '../../../platform/http/request'
import { listMyApplications, type MyApplicationsQuery } from '../services/list-my-applications'
import { toApplicationSummary } from '../services/to-application'
import { applyToCourse } from '../services/education/apply-to-course'
import { getCourseApplication, listMyCourseApplications, resubmitCourseApplication } from '../services/education/course-applications'
import { fileProposal, getProposal, resubmitProposal } from '../services/projects/proposals'
import { fileFamilyApplication, getFamilyApplication, resubmitFamilyApplication } from '../services/family/family-applications'
import { fileTransferRequest, getTransferRequest, listMyTransferRequests, resubmitTransferRequest } from '../services/transfer/transfer-requests'
import {
  advisoryRequestBody,
  applicationId,
  courseApplicationBody,
  courseApplicationEditBody,
  applicationListQuery,
  applicationMoveBody,
  expertListQuery,
  familyApplicationBody,
} from '../schemas/applications'
import { proposalBody, proposalEditBody } from '../schemas/projects'
import { transferRequestBody, transferRequestEditBody } from '../schemas/transfer'

const idOf = (req: PayloadRequest) => applicationId.parse(routeParam(req, 'id'))

/**
 * What a member does with their own applications, per programme, so that one route of each kind
 * serves all five: file one, list theirs, read one, send it back after 보완요청. The bodies differ by
 * programme, so each entry parses its own.
 */
const memberSide: Record<
  ApplicationKind,
  {
    file: (req: PayloadRequest, user: User) => Promise<unknown>
    listMine: (req: PayloadRequest, user: User, query: MyApplicationsQuery) => Promise<{ list: unknown[]; total: number }>
    read: (req: PayloadRequest, user: User, id: number) => Promise<unknown>
    resubmit: (req: PayloadRequest, user: User, id: number) => Promise<unknown>
  }
> = {
  tech: {
    file: async (req, user) => fileAdvisoryRequest(req, user, await parseBody(advisoryRequestBody, req)),
    listMine: (req, user, query) => listMyApplications(req, user, programmes.tech, query),
    read: getAdvisoryRequest,
    resubmit: async (req, user, id) => resubmitAdvisoryRequest(req, user, id, await parseBody(advisoryRequestBody, req)),
  },
  edu: {
    file: async (req, user) => applyToCourse(req, user, await parseBody(courseApplicationBody, req)),
    listMine: listMyCourseApplications,
    read: getCourseApplication,
    resubmit: async (req, user, id) => resubmitCourseApplication(req, user, id, await parseBody(courseApplicationEditBody, req)),
  },
  assn: {
    file: async (req, user) => fileProposal(req, user, await parseBody(proposalBody, req)),
    listMine: (req, user, query) => listMyApplications(req, user, programmes.assn, query),
    read: getProposal,
    resubmit: async (req, user, id) => resubmitProposal(req, user, id, await parseBody(proposalEditBody, req)),
  },
  family: {
    file: async (req, user) => fileFamilyApplication(req, user, await parseBody(familyApplicationBody, req)),
    listMine: (req, user, query) => listMyApplications(req, user, programmes.family, query),
    read: getFamilyApplication,
    resubmit: async (req, user, id) => resubmitFamilyApplication(req, user, id, await parseBody(familyApplicationBody, req)),
  },
  transfer: {
    file: async (req, user) => fileTransferRequest(req, user, await parseBody(transferRequestBody, req)),
    listMine: listMyTransferRequests,
    read: getTransferRequest,
    resubmit: async (req, user, id) => resubmitTransferRequest(req, user, id, await parseBody(transferRequestEditBody, req)),
  },
}

/** The programme named in the route and the signed-in member, checked once per request. */
const memberRequest = (req: PayloadRequest) => {
  const programme = resolveProgramme(routeParam(req, 'kind'))
  return { programme, user: requireMember(req), side: memberSide[programme.kind] }
}

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
    path: '/v1/applications/:kind',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const { user, side } = memberRequest(req)
      return ok(await side.file(req, user))
    }),
  },
  {
    path: '/v1/applications/:kind/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const programme = resolveProgramme(routeParam(req, 'kind'))
      // Who asks comes before what they left out: a guest is told to sign in, not to give a reason.
      requireStaff(req)
      const reason = downloadReasonOf(req)
      return csvDownload(await exportApplications(req, programme, applicationSheets[programme.kind], payloadListFilter(req), reason), 'applications.csv')
    }),
  },
  {
    path: '/v1/applications/:kind/mine',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { user, side } = memberRequest(req)
      const query = parseQuery(applicationListQuery, req)
      const { list, total } = await side.listMine(req, user, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/applications/:kind/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { user, side } = memberRequest(req)
      return ok(await side.read(req, user, idOf(req)))
    }),
  },
  {
    path: '/v1/applications/:kind/:id',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const { user, side } = memberRequest(req)
      return ok(await side.resubmit(req, user, idOf(req)))
    }),
  },
  {
    path: '/v1/applications/:kind/:id/state',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const { programme, user } = memberRequest(req)
      const { to, reason } = await parseBody(applicationMoveBody, req)
      return ok(toApplicationSummary(programme, await changeApplicationState(req, user, programme, idOf(req), to, { reason })))
    }),
  },
]
