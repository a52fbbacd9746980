import type { PayloadRequest } from 'payload'
import type { CompanyJoinRequest, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { isUniqueViolation } from '../../../platform/data/raw-sql'
import { isUniqueFieldTaken } from '../../../platform/data/unique-field'
import { relationId } from '../../../platform/data/relation-id'
import { AppError, notFound } from '../../../platform/http/errors'
import { companyIdOf } from '../company-of'
import { companyMails, companyMessages as m } from '../messages'
import { requireManager } from './caller-company'
import { queueCompanyMail } from './company-mail'
import { joinCompany, managersOf } from './membership'
import { findByBusinessNumber, requireCompanylessCompanyMember } from './register-company'

/** Payload reports a taken UNIQUE field as a ValidationError on its path; the database as a violation. */
const isPendingKeyTaken = (error: unknown) => isUniqueFieldTaken(error, 'pendingKey') || isUniqueViolation(error)

/**
 * POST /api/v1/companies/join-requests: a 기업회원 without a company asks to join one by its number;
 * the company's 관리자(s) get a mail. One open request per member (UNIQUE pendingKey).
 */
export const requestToJoin = async (req: PayloadRequest, user: User, businessNumber: string) => {
  requireCompanylessCompanyMember(user)
  const company = await findByBusinessNumber(req, businessNumber)
  if (!company) throw notFound(m.companyNotFound)
  const request = await req.payload
    .create({
      collection: 'company-join-requests',
      data: { company: company.id, requester: user.id, state: 'pending', pendingKey: String(user.id) },
      depth: 0,
      ...systemAccess('company membership'),
      req,
    })
    .catch((error: unknown) => {
      if (isPendingKeyTaken(error)) throw new AppError(409, m.joinRequestPending)
      throw error
    })
  for (const manager of await managersOf(req, company.id)) await queueCompanyMail(req, manager, companyMails.joinRequested(company.name, user.name))
  return request.id
}

const findRequest = async (req: PayloadRequest, id: number) => {
  const request = (await req.payload.findByID({
    collection: 'company-join-requests',
    id,
    depth: 0,
    ...systemAccess('company membership'),
    req,
    disableErrors: true,
  })) as CompanyJoinRequest | null
  if (!request) throw notFound(m.joinRequestNotFound)
  return request
}

const closeRequest = (req: PayloadRequest, id: number, state: 'approved' | 'refused' | 'cancelled', decidedBy: number | null) =>
  req.payload.update({
    collection: 'company-join-requests',
    id,
    data: { state, pendingKey: null, decidedBy, decidedAt: new Date().toISOString() },
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })

/** DELETE /api/v1/companies/join-requests/{id}: the requester withdraws their own pending request. */
export const cancelJoinRequest = async (req: PayloadRequest, user: User, id: number) => {
  const request = await findRequest(req, id)
  if (relationId(request.requester) !== user.id) throw notFound(m.joinRequestNotFound)
  if (request.state !== 'pending') throw new AppError(409, m.joinRequestClosed)
  await closeRequest(req, id, 'cancelled', null)
}

/**
 * POST /api/v1/companies/join-requests/{id}/decision: the company's 관리자 approves (the requester
 * joins as 구성원) or refuses; the requester and the deciding 관리자 get a mail.
 */
export const decideJoinRequest = async (req: PayloadRequest, user: User, id: number, approve: boolean) => {
  const companyId = requireManager(user)
  const request = await findRequest(req, id)
  if (relationId(request.company) !== companyId) throw notFound(m.joinRequestNotFound)
  if (request.state !== 'pending') throw new AppError(409, m.joinRequestClosed)
  const requesterId = relationId(request.requester)
  const requester = await req.payload.findByID({ collection: 'users', id: requesterId, depth: 0, ...systemAccess('company membership'), req })
  if (approve && companyIdOf(requester) !== null) throw new AppError(409, m.requesterJoinedElsewhere)
  await closeRequest(req, id, approve ? 'approved' : 'refused', user.id)
  if (approve) await joinCompany(req, requesterId, companyId, 'member')
  const company = await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, ...systemAccess('company membership'), req })
  await queueCompanyMail(req, requester, companyMails.joinDecided(company.name, approve))
  await queueCompanyMail(req, user, companyMails.joinDecidedByYou(company.name, requester.name, approve))
}
