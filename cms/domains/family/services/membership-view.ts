import type { PayloadRequest } from 'payload'
import { type ApplicationState, applicationStates } from '../../../../contract/applications'
import type { FamilyMembershipSummary, FamilyMembershipView } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { AppError } from '../../../platform/http/errors'
import { daysBetween, kstDay } from '../../../platform/time/kst'
import type { FamilyApplication, FamilyMembership, FamilyTier, User } from '../../../payload-types'
import { companyIdOf } from '../../companies'
import { familyMessages } from '../messages'
import { latestOpenMembership, type MembershipWithTier } from './active-membership'
import { familyApplyRefusal } from './apply-refusal'
import { listFamilyTiers } from './tiers'

/** A membership as my-page shows it; `tier` is its tier (the row may hold only the id). */
export const toMembershipSummary = (
  membership: FamilyMembership,
  tier: Pick<FamilyTier, 'id' | 'name'>,
  today = kstDay(new Date()),
): FamilyMembershipSummary => ({
  tierId: tier.id,
  tierName: tier.name,
  startDate: membership.startDate,
  endDate: membership.endDate,
  agreementNo: membership.agreementNo ?? '',
  state: membership.state === 'expired' || membership.endDate < today ? 'expired' : 'active',
  daysLeft: Math.max(0, daysBetween(today, membership.endDate)),
})

/** The company's newest membership of any state, so an expired one still shows on /myPage/company. */
const newestMembership = async (req: PayloadRequest, companyId: number) => {
  const { docs } = await req.payload.find({
    collection: 'family-memberships',
    where: { company: { equals: companyId } },
    sort: ['-endDate', '-id'],
    limit: 1,
    depth: 1,
    ...systemAccess('family membership'),
    req,
  })
  return (docs[0] as MembershipWithTier | undefined) ?? null
}

/**
 * GET /api/v1/family/membership: the caller's company as a 가족회사 — its membership (the one in force or
 * starting later, else the newest), its latest application, whether the caller may apply now and why
 * not. Any member of the company may look; only the 관리자 may apply.
 */
export const familyMembershipView = async (req: PayloadRequest, user: User): Promise<FamilyMembershipView> => {
  const companyId = companyIdOf(user)
  if (companyId === null) throw new AppError(403, familyMessages.notCompanyMember)
  const today = kstDay(new Date())
  const membership = (await latestOpenMembership(req, companyId, today)) ?? (await newestMembership(req, companyId))
  const { docs } = await req.payload.find({
    collection: 'family-applications',
    where: { company: { equals: companyId } },
    sort: ['-createdAt', '-id'],
    limit: 1,
    depth: 0,
    select: { applicationNo: true, state: true, member: true },
    ...systemAccess('family membership'),
    req,
  })
  const latest = docs[0] as Pick<FamilyApplication, 'id' | 'applicationNo' | 'state' | 'member'> | undefined
  const refusal = await familyApplyRefusal(req, user, today)
  return {
    membership: membership ? toMembershipSummary(membership, membership.tier, today) : null,
    // Its timeline is the filer's (and staff's) to open; the others of the company see its state here.
    application: latest
      ? {
          id: latest.id,
          applicationNo: latest.applicationNo ?? '',
          state: latest.state as ApplicationState,
          stateLabel: labelOf(applicationStates, latest.state),
        }
      : null,
    canApply: refusal === null,
    refusal,
    tiers: await listFamilyTiers(req),
  }
}
