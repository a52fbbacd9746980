import type { PayloadRequest } from 'payload'
import type { FamilyTier as FamilyTierView } from '../../../../contract/companies'
import type { FamilyTier } from '../../../payload-types'

export const toTierView = (tier: FamilyTier): FamilyTierView => ({
  id: tier.id,
  name: tier.name,
  yearlyFee: tier.yearlyFee,
  periodMonths: tier.periodMonths,
  equipmentDiscountPercent: tier.equipmentDiscountPercent,
  courseFeeWaived: Boolean(tier.courseFeeWaived),
  benefits: tier.benefits,
})

/** GET /api/v1/family/tiers: the tiers a company may apply for now, in staff's order. */
export const listFamilyTiers = async (req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'family-tiers',
    where: { active: { equals: true } },
    sort: ['sortOrder', 'id'],
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return (docs as FamilyTier[]).map(toTierView)
}
