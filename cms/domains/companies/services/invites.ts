import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { companyLimits, type CompanyInviteState, type CompanyInviteView } from '../../../../contract/companies'
import { maskEmail } from '../../../../contract/masking'
import type { Company, CompanyInvite, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { publicOrigin } from '../../../platform/http/public-origin'
import { AppError, notFound } from '../../../platform/http/errors'
import { hashToken } from '../../account'
import { companyIdOf } from '../company-of'
import { companyMails, companyMessages as m } from '../messages'
import { requireManager } from './caller-company'
import { queueCompanyMail } from './company-mail'
import { joinCompany } from './membership'
import { mailOfLines, queueMail } from '../../../platform/mail/outgoing-mail'

/** An invite past its time reads as 만료 even before anything marks it so. */
export const inviteStateOf = (invite: Pick<CompanyInvite, 'state' | 'expiresAt'>, now = new Date()): CompanyInviteState =>
  invite.state === 'pending' && new Date(invite.expiresAt) <= now ? 'expired' : invite.state

const pendingInvitesTo = async (req: PayloadRequest, companyId: number, email: string) => {
  const { docs } = await req.payload.find({
    collection: 'company-invites',
    where: { company: { equals: companyId }, email: { equals: email }, state: { equals: 'pending' }, expiresAt: { greater_than: new Date().toISOString() } },
    limit: 1,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  return docs
}

/**
 * POST /api/v1/companies/invites: the 관리자 invites a colleague by e-mail. The link carries a random
 * token; only its hash is stored, and it stops working after companyLimits.inviteHours.
 */
export const inviteColleague = async (req: PayloadRequest, user: User, email: string) => {
  const companyId = requireManager(user)
  const { docs: sameEmail } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email }, company: { equals: companyId } },
    limit: 1,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  if (sameEmail.length > 0) throw new AppError(409, m.inviteAlreadyMember)
  if ((await pendingInvitesTo(req, companyId, email)).length > 0) throw new AppError(409, m.invitePending)
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + companyLimits.inviteHours * 3_600_000).toISOString()
  const invite = await req.payload.create({
    collection: 'company-invites',
    data: { company: companyId, email, invitedBy: user.id, state: 'pending', expiresAt, tokenHash: hashToken(token) },
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  const company = await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, ...systemAccess('company membership'), req })
  const link = `${publicOrigin(req)}/myPage/company/invite?token=${token}`
  // The invitee may have no account yet, so the mail goes to the address the 관리자 typed: that is the invitation.
  const mail = companyMails.invited(company.name, user.name, link)
  await queueMail(req, mailOfLines(email, mail.subject, mail.lines))
  return invite.id
}

/** DELETE /api/v1/companies/invites/{id}: the 관리자 withdraws a pending invite of their company. */
export const cancelInvite = async (req: PayloadRequest, user: User, id: number) => {
  const companyId = requireManager(user)
  const invite = (await req.payload.findByID({
    collection: 'company-invites',
    id,
    depth: 0,
    ...systemAccess('company membership'),
    req,
    disableErrors: true,
  })) as CompanyInvite | null
  if (!invite || relationId(invite.company) !== companyId) throw notFound(m.inviteNotFound)
  if (inviteStateOf(invite) !== 'pending') throw new AppError(409, m.inviteClosed)
  await req.payload.update({ collection: 'company-invites', id, data: { state: 'cancelled' }, depth: 0, ...systemAccess('company membership'), req })
}

const findByToken = async (req: PayloadRequest, token: string) => {
  const { docs } = await req.payload.find({
    collection: 'company-invites',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  const invite = docs[0] as CompanyInvite | undefined
  if (!invite) throw notFound(m.inviteNotFound)
  const company = (await req.payload.findByID({
    collection: 'companies',
    id: relationId(invite.company),
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })) as Company
  return { invite, company }
}

/** GET /api/v1/companies/invites/{token}: what the link shows before signing in (the address masked). */
export const viewInvite = async (req: PayloadRequest, token: string): Promise<CompanyInviteView> => {
  const { invite, company } = await findByToken(req, token)
  return { companyName: company.name, email: maskEmail(invite.email), state: inviteStateOf(invite), expiresAt: invite.expiresAt }
}

/**
 * POST /api/v1/companies/invites/{token}/accept: the signed-in invitee joins as 구성원 and becomes a
 * 기업회원. The account's address must be the invited one, so a forwarded link is no key.
 */
export const acceptInvite = async (req: PayloadRequest, user: User, token: string) => {
  const { invite, company } = await findByToken(req, token)
  const state = inviteStateOf(invite)
  if (state === 'expired') throw new AppError(410, m.inviteExpired)
  if (state !== 'pending') throw new AppError(409, m.inviteClosed)
  if (user.email.toLowerCase() !== invite.email.toLowerCase()) throw new AppError(403, m.inviteWrongAccount)
  const current = companyIdOf(user)
  if (current === company.id) throw new AppError(409, m.inviteAlreadyMember)
  if (current !== null) throw new AppError(409, m.alreadyInCompany)
  await req.payload.update({
    collection: 'company-invites',
    id: invite.id,
    data: { state: 'accepted', acceptedBy: user.id },
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  await joinCompany(req, user.id, company.id, 'member')
  await queueCompanyMail(req, user, companyMails.inviteAccepted(company.name))
  return company.id
}
