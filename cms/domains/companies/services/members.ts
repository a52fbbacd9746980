import type { PayloadRequest } from 'payload'
import type { CompanyRole } from '../../../../contract/companies'
import type { User } from '../../../payload-types'
import { AppError, notFound } from '../../../platform/http/errors'
import { companyMessages as m } from '../messages'
import { requireCompany, requireManager } from './caller-company'
import { changeCompanyRole, leaveCompany, membersOf } from './membership'

const memberOfCompany = async (req: PayloadRequest, companyId: number, userId: number) => {
  const members = await membersOf(req, companyId)
  const member = members.find((each) => each.id === userId)
  if (!member) throw notFound(m.memberNotFound)
  return { member, members }
}

const otherManagers = (members: User[], userId: number) => members.filter((each) => each.id !== userId && each.companyRole === 'manager')

/** PATCH /api/v1/companies/members/{userId}: the 관리자 hands the role on or takes it back; never to no 관리자 at all. */
export const setMemberRole = async (req: PayloadRequest, user: User, userId: number, role: CompanyRole) => {
  const companyId = requireManager(user)
  const { member, members } = await memberOfCompany(req, companyId, userId)
  if (member.companyRole === role) return
  if (role === 'member' && otherManagers(members, userId).length === 0) throw new AppError(409, m.lastManager)
  await changeCompanyRole(req, userId, role)
}

/** DELETE /api/v1/companies/members/{userId}: the 관리자 removes another member (leaving is POST /companies/leave). */
export const removeMember = async (req: PayloadRequest, user: User, userId: number) => {
  const companyId = requireManager(user)
  if (userId === user.id) throw new AppError(409, m.removeSelf)
  await memberOfCompany(req, companyId, userId)
  await leaveCompany(req, userId)
}

/**
 * POST /api/v1/companies/leave: a member leaves. The last 관리자 may not while others remain, or the
 * company would be left with nobody to run it; a sole member may.
 */
export const leaveMyCompany = async (req: PayloadRequest, user: User) => {
  const companyId = requireCompany(user)
  const members = await membersOf(req, companyId)
  const others = members.filter((each) => each.id !== user.id)
  if (user.companyRole === 'manager' && others.length > 0 && otherManagers(members, user.id).length === 0) throw new AppError(409, m.lastManagerLeave)
  await leaveCompany(req, user.id)
}
