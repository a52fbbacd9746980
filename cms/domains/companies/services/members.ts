import type { PayloadRequest } from 'payload'
import type { CompanyRole } from '../../../../contract/companies'
import type { User } from '../../../payload-types'
import { inSerialTransaction } from '../../../platform/data/raw-sql'
import { AppError, notFound } from '../../../platform/http/errors'
import { companyMessages as m } from '../messages'
import { requireCompany, requireManager } from './caller-company'
import { changeCompanyRole, leaveCompany, membersOf } from './membership'

const otherManagers = (members: User[], userId: number) => members.filter((each) => each.id !== userId && each.companyRole === 'manager')

/**
 * Runs a change of the company's membership one at a time per company, on every process: two
 * 관리자 demoting each other at the same instant would each still see the other as 관리자 and
 * leave none. Inside, the members are read afresh, and the caller's own role from them, since
 * the caller may have lost the role while waiting.
 */
const changingMembers = <T>(req: PayloadRequest, user: User, companyId: number, work: (members: User[]) => Promise<T>) =>
  inSerialTransaction(req, `company-members:${companyId}`, async () => {
    const members = await membersOf(req, companyId)
    if (!members.some((each) => each.id === user.id)) throw new AppError(409, m.noCompany)
    return work(members)
  })

const stillManager = (members: User[], user: User) => {
  if (members.find((each) => each.id === user.id)?.companyRole !== 'manager') throw new AppError(403, m.managerOnly)
}

const memberAmong = (members: User[], userId: number) => {
  const member = members.find((each) => each.id === userId)
  if (!member) throw notFound(m.memberNotFound)
  return member
}

/** PATCH /api/v1/companies/members/{userId}: the 관리자 hands the role on or takes it back; never to no 관리자 at all. */
export const setMemberRole = async (req: PayloadRequest, user: User, userId: number, role: CompanyRole) => {
  await changingMembers(req, user, requireManager(user), async (members) => {
    stillManager(members, user)
    if (memberAmong(members, userId).companyRole === role) return
    if (role === 'member' && otherManagers(members, userId).length === 0) throw new AppError(409, m.lastManager)
    await changeCompanyRole(req, userId, role)
  })
}

/** DELETE /api/v1/companies/members/{userId}: the 관리자 removes another member (leaving is POST /companies/leave). */
export const removeMember = async (req: PayloadRequest, user: User, userId: number) => {
  const companyId = requireManager(user)
  if (userId === user.id) throw new AppError(409, m.removeSelf)
  await changingMembers(req, user, companyId, async (members) => {
    stillManager(members, user)
    memberAmong(members, userId)
    await leaveCompany(req, userId)
  })
}

/**
 * POST /api/v1/companies/leave: a member leaves. The last 관리자 may not while others remain, or the
 * company would be left with nobody to run it; a sole member may.
 */
export const leaveMyCompany = async (req: PayloadRequest, user: User) => {
  await changingMembers(req, user, requireCompany(user), async (members) => {
    const others = members.filter((each) => each.id !== user.id)
    const myRole = members.find((each) => each.id === user.id)?.companyRole
    if (myRole === 'manager' && others.length > 0 && otherManagers(members, user.id).length === 0) throw new AppError(409, m.lastManagerLeave)
    await leaveCompany(req, user.id)
  })
}
