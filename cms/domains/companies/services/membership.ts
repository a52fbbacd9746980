import type { PayloadRequest } from 'payload'
import type { CompanyRole } from '../../../../contract/companies'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { withUserRowLock } from '../../account'

/**
 * The only writes of users.company and users.companyRole outside the admin. Members may not write
 * those fields (Users.ts), so the service, having checked the company's 관리자, writes them itself.
 */
const writeMembership = (req: PayloadRequest, userId: number, data: Partial<Pick<User, 'company' | 'companyRole' | 'companyJoinedAt' | 'memberClass'>>) =>
  withUserRowLock(() => req.payload.update({ collection: 'users', id: userId, data, depth: 0, ...systemAccess('company membership'), req }))

/** Joining makes the member a 기업회원: belonging to a company is what that class means. */
export const joinCompany = (req: PayloadRequest, userId: number, companyId: number, role: CompanyRole) =>
  writeMembership(req, userId, { company: companyId, companyRole: role, companyJoinedAt: new Date().toISOString(), memberClass: 'company' })

export const leaveCompany = (req: PayloadRequest, userId: number) => writeMembership(req, userId, { company: null, companyRole: null, companyJoinedAt: null })

export const changeCompanyRole = (req: PayloadRequest, userId: number, role: CompanyRole) => writeMembership(req, userId, { companyRole: role })

/** The members of a company, 관리자 first, then by when they joined. */
export const membersOf = async (req: PayloadRequest, companyId: number) => {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { company: { equals: companyId }, status: { not_equals: 'withdrawn' } },
    sort: 'companyJoinedAt',
    limit: 500,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  return [...docs].sort((a, b) => Number(b.companyRole === 'manager') - Number(a.companyRole === 'manager'))
}

/** A company's 관리자(s), for the mails only they receive and for the last-관리자 rule. */
export const managersOf = async (req: PayloadRequest, companyId: number) =>
  (await membersOf(req, companyId)).filter((member) => member.companyRole === 'manager')
