import type { PayloadRequest } from 'payload'
import { systemAccess } from '../../../platform/access/system-access'
import { kstDay } from '../../../platform/time/kst'
import type { FamilyMembership, FamilyTier } from '../../../payload-types'

export type MembershipWithTier = FamilyMembership & { tier: FamilyTier }

/**
 * The company's membership in force on `day` (Seoul): state 유효 and the day inside its period. Read
 * by the portal itself: a benefit is computed for whoever files, and the caller's own read rule is
 * not what decides whether their company is a 가족회사.
 */
export const membershipInForce = async (req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, companyId: number, day = kstDay(new Date())) => {
  const { docs } = await req.payload.find({
    collection: 'family-memberships',
    where: {
      and: [
        { company: { equals: companyId } },
        { state: { equals: 'active' } },
        { startDate: { less_than_equal: day } },
        { endDate: { greater_than_equal: day } },
      ],
    },
    sort: '-endDate',
    limit: 1,
    depth: 1,
    ...systemAccess('family membership'),
    req: req as PayloadRequest,
  })
  return (docs[0] as MembershipWithTier | undefined) ?? null
}

/** The company's latest membership that has not ended yet (in force or starting later), for renewals. */
export const latestOpenMembership = async (req: PayloadRequest, companyId: number, day = kstDay(new Date())) => {
  const { docs } = await req.payload.find({
    collection: 'family-memberships',
    where: { and: [{ company: { equals: companyId } }, { state: { equals: 'active' } }, { endDate: { greater_than_equal: day } }] },
    sort: '-endDate',
    limit: 1,
    depth: 1,
    ...systemAccess('family membership'),
    req,
  })
  return (docs[0] as MembershipWithTier | undefined) ?? null
}
