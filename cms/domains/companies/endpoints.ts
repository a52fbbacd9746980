import type { Endpoint, PayloadRequest } from 'payload'
import type { User } from '../../payload-types'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import {
  businessNumberDecisionBody,
  companyInputBody,
  companyPatchBody,
  decisionBody,
  inviteBody,
  inviteToken,
  joinRequestBody,
  lookupQuery,
  mergeBody,
  roleBody,
  rowId,
} from './schemas'
import { replaceCompanyLogo } from './services/company-logo'
import { acceptInvite, cancelInvite, inviteColleague, viewInvite } from './services/invites'
import { cancelJoinRequest, decideJoinRequest, requestToJoin } from './services/join-requests'
import { leaveMyCompany, removeMember, setMemberRole } from './services/members'
import { loadMyCompany } from './services/my-company'
import { lookupCompany, registerCompany, updateMyCompany } from './services/register-company'
import { mergeCompanies, settlePendingBusinessNumber } from './services/staff-companies'

const idParam = (req: PayloadRequest, name = 'id') => rowId.parse(routeParam(req, name))
const tokenParam = (req: PayloadRequest) => inviteToken.parse(routeParam(req, 'token'))

const mine = async (req: PayloadRequest) => ok(await loadMyCompany(req, requireMember(req).id))

/** Every write answers with the company page as it now is, so the screen needs no second call. */
const changeThenMine = (change: (req: PayloadRequest, user: User) => Promise<unknown>) =>
  withEnvelope(async (req) => {
    await change(req, requireMember(req))
    return mine(req)
  })

/** Companies and their members (docs/api.md "기업·가족회사"). */
export const companiesEndpoints: Endpoint[] = [
  { path: '/v1/companies/mine', method: 'get', handler: withEnvelope(mine) },
  {
    path: '/v1/companies',
    method: 'post',
    handler: changeThenMine(async (req, user) => registerCompany(req, user, await parseBody(companyInputBody, req))),
  },
  {
    path: '/v1/companies/mine',
    method: 'patch',
    handler: changeThenMine(async (req, user) => updateMyCompany(req, user, await parseBody(companyPatchBody, req))),
  },
  {
    path: '/v1/companies/mine/logo',
    method: 'post',
    handler: withEnvelope(async (req) => ok({ logoUrl: await replaceCompanyLogo(req, requireMember(req)) })),
  },
  {
    path: '/v1/companies/lookup',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireMember(req)
      return ok(await lookupCompany(req, parseQuery(lookupQuery, req).businessNumber))
    }),
  },
  {
    path: '/v1/companies/join-requests',
    method: 'post',
    handler: changeThenMine(async (req, user) => requestToJoin(req, user, (await parseBody(joinRequestBody, req)).businessNumber)),
  },
  {
    path: '/v1/companies/join-requests/:id',
    method: 'delete',
    handler: changeThenMine(async (req, user) => cancelJoinRequest(req, user, idParam(req))),
  },
  {
    path: '/v1/companies/join-requests/:id/decision',
    method: 'post',
    handler: changeThenMine(async (req, user) => decideJoinRequest(req, user, idParam(req), (await parseBody(decisionBody, req)).approve)),
  },
  {
    path: '/v1/companies/invites',
    method: 'post',
    handler: changeThenMine(async (req, user) => inviteColleague(req, user, (await parseBody(inviteBody, req)).email)),
  },
  {
    path: '/v1/companies/invites/:id',
    method: 'delete',
    handler: changeThenMine(async (req, user) => cancelInvite(req, user, idParam(req))),
  },
  { path: '/v1/companies/invites/:token', method: 'get', handler: withEnvelope(async (req) => ok(await viewInvite(req, tokenParam(req)))) },
  {
    path: '/v1/companies/invites/:token/accept',
    method: 'post',
    handler: changeThenMine(async (req, user) => acceptInvite(req, user, tokenParam(req))),
  },
  {
    path: '/v1/companies/members/:userId',
    method: 'patch',
    handler: changeThenMine(async (req, user) => setMemberRole(req, user, idParam(req, 'userId'), (await parseBody(roleBody, req)).role)),
  },
  {
    path: '/v1/companies/members/:userId',
    method: 'delete',
    handler: changeThenMine(async (req, user) => removeMember(req, user, idParam(req, 'userId'))),
  },
  {
    path: '/v1/companies/leave',
    method: 'post',
    handler: changeThenMine(async (req, user) => leaveMyCompany(req, user)),
  },
  {
    // The admin's 변경 확정 / 반려 of a business-number change (admin/company-staff-actions.tsx).
    path: '/v1/companies/:id/business-number',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      await settlePendingBusinessNumber(req, idParam(req), (await parseBody(businessNumberDecisionBody, req)).confirm)
      return ok({ done: true })
    }),
  },
  {
    path: '/v1/companies/:id/merge',
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      await mergeCompanies(req, idParam(req), (await parseBody(mergeBody, req)).intoId)
      return ok({ done: true })
    }),
  },
]
