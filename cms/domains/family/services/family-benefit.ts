import type { PayloadRequest } from 'payload'
import type { FamilyBenefitRecord } from '../../../../contract/companies'
import { systemAccess } from '../../../platform/access/system-access'
import { kstDay } from '../../../platform/time/kst'
import type { Company, User } from '../../../payload-types'
import { companyIdOf } from '../../companies'
import { familyLabels } from '../messages'
import { membershipInForce } from './active-membership'

/** What a 가족회사 member gets when filing: the record to store, and what the tier waives. */
export type FamilyBenefit = FamilyBenefitRecord & { courseFeeWaived: boolean; companyId: number; tierId: number; membershipId: number }

/**
 * The one benefit lookup (docs/decisions.md "가족회사 혜택"): the member's company → its membership in
 * force on `day` → its tier. Null for guests, members without a company, and companies that are not a
 * 가족회사 that day. Bookings, course applications and proposals store what it answered at filing.
 */
export const familyBenefitOf = async (req: PayloadRequest, user: User | null | undefined, day = kstDay(new Date())): Promise<FamilyBenefit | null> => {
  const companyId = companyIdOf(user)
  if (companyId === null) return null
  const membership = await membershipInForce(req, companyId, day)
  if (!membership) return null
  const company = (await req.payload.findByID({
    collection: 'companies',
    id: companyId,
    depth: 0,
    ...systemAccess('family membership'),
    req,
    disableErrors: true,
  })) as Company | null
  if (!company) return null
  const discountPercent = membership.tier.equipmentDiscountPercent ?? 0
  return {
    companyName: company.name,
    tierName: membership.tier.name,
    label: familyLabels.benefit(membership.tier.name, discountPercent),
    discountPercent,
    courseFeeWaived: Boolean(membership.tier.courseFeeWaived),
    companyId,
    tierId: membership.tier.id,
    membershipId: membership.id,
  }
}

/** The part stored on a booking or application (FamilyBenefitRecord), without the ids. */
export const benefitRecordOf = (benefit: FamilyBenefit | null): FamilyBenefitRecord | null =>
  benefit ? { companyName: benefit.companyName, tierName: benefit.tierName, label: benefit.label, discountPercent: benefit.discountPercent } : null

/** The benefit group as a row stores it (bookings' pricing, course applications, proposals). */
type StoredBenefit = { label?: string | null; companyName?: string | null; tierName?: string | null; discountPercent?: number | null }

/** A stored benefit back as the record the API answers; null when the row got none. */
export const storedBenefitRecord = (stored: StoredBenefit | null | undefined): FamilyBenefitRecord | null =>
  stored?.label
    ? { label: stored.label, companyName: stored.companyName ?? '', tierName: stored.tierName ?? '', discountPercent: stored.discountPercent ?? 0 }
    : null
