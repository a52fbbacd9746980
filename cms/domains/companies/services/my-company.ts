import type { PayloadRequest } from 'payload'
import { companyRoles, type CompanyInviteRow, type CompanyJoinRequestRow, type CompanyMemberRow, type MyCompanyData } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import type { CompanyInvite, CompanyJoinRequest, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { hasStaffRole } from '../../../platform/access/roles'
import { maskName } from '../../member-boards'
import { companyIdOf } from '../company-of'
import { isManager } from './caller-company'
import { companyActivity } from './company-activity'
import { loadCompanyProfile } from './company-profile'
import { inviteStateOf } from './invites'
import { membersOf } from './membership'

/** Names and addresses are for the 관리자 and staff; other members see 홍*동 and no address. */
const toMemberRow = (member: User, viewer: User, seesAll: boolean): CompanyMemberRow => {
  const isMe = member.id === viewer.id
  const open = seesAll || isMe
  return {
    userId: member.id,
    name: open ? member.name : maskName(member.name),
    email: open ? member.email : null,
    role: member.companyRole ?? 'member',
    roleLabel: labelOf(companyRoles, member.companyRole ?? 'member'),
    joinedAt: member.companyJoinedAt ?? member.createdAt,
    isMe,
  }
}

const pendingJoinRequests = async (req: PayloadRequest, companyId: number): Promise<CompanyJoinRequestRow[]> => {
  const { docs } = await req.payload.find({
    collection: 'company-join-requests',
    where: { company: { equals: companyId }, state: { equals: 'pending' } },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    populate: { users: { name: true, email: true } },
    ...systemAccess('company membership'),
    req,
  })
  return (docs as CompanyJoinRequest[]).map((request) => {
    const requester = typeof request.requester === 'object' ? request.requester : null
    return { id: request.id, userName: requester?.name ?? '', email: requester?.email ?? null, state: request.state, requestedAt: request.createdAt }
  })
}

const openInvites = async (req: PayloadRequest, companyId: number): Promise<CompanyInviteRow[]> => {
  const { docs } = await req.payload.find({
    collection: 'company-invites',
    where: { company: { equals: companyId }, state: { equals: 'pending' } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    ...systemAccess('company membership'),
    req,
  })
  return (docs as CompanyInvite[]).map((invite) => ({
    id: invite.id,
    email: invite.email,
    state: inviteStateOf(invite),
    invitedAt: invite.createdAt,
    expiresAt: invite.expiresAt,
  }))
}

const myOpenJoinRequest = async (req: PayloadRequest, user: User): Promise<MyCompanyData['myJoinRequest']> => {
  const { docs } = await req.payload.find({
    collection: 'company-join-requests',
    where: { requester: { equals: user.id }, state: { equals: 'pending' } },
    limit: 1,
    depth: 1,
    populate: { companies: { name: true } },
    ...systemAccess('company membership'),
    req,
  })
  const request = docs[0] as CompanyJoinRequest | undefined
  if (!request) return null
  const company = typeof request.company === 'object' ? request.company : null
  return { id: request.id, companyName: company?.name ?? '', state: request.state, requestedAt: request.createdAt }
}

/**
 * GET /api/v1/companies/mine: the member's company page, or what they can do without one. The row is
 * read afresh, because every write here answers with the page as it is after the write.
 */
export const loadMyCompany = async (req: PayloadRequest, userId: number): Promise<MyCompanyData> => {
  const user = (await req.payload.findByID({ collection: 'users', id: userId, depth: 0, ...systemAccess('own account row'), req })) as User
  const companyId = companyIdOf(user)
  if (companyId === null) {
    return {
      company: null,
      role: null,
      members: [],
      joinRequests: [],
      invites: [],
      myJoinRequest: await myOpenJoinRequest(req, user),
      activity: { rows: [], othersCount: 0 },
    }
  }
  const manager = isManager(user)
  const seesAll = manager || hasStaffRole(user)
  return {
    company: await loadCompanyProfile(req, user, companyId),
    role: user.companyRole ?? 'member',
    members: (await membersOf(req, companyId)).map((member) => toMemberRow(member, user, seesAll)),
    joinRequests: manager ? await pendingJoinRequests(req, companyId) : [],
    invites: manager ? await openInvites(req, companyId) : [],
    myJoinRequest: null,
    activity: await companyActivity(req, user, companyId),
  }
}
