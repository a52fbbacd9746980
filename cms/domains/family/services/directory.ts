import type { PayloadRequest, Where } from 'payload'
import { type AdvisoryField, advisoryFields } from '../../../../contract/applications'
import type { FamilyCompanyCard } from '../../../../contract/companies'
import { labelOf } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { kstDay } from '../../../platform/time/kst'
import type { Company, FamilyMembership, FamilyTier } from '../../../payload-types'

export type DirectoryQuery = { q?: string; field?: AdvisoryField; pageNum: number; pageSize: number }

type ListedMembership = FamilyMembership & { company: Company; tier: FamilyTier }

const toCard = (membership: ListedMembership): FamilyCompanyCard => ({
  id: membership.company.id,
  name: membership.company.name,
  industry: membership.company.industry ?? null,
  introduction: membership.company.introduction ?? null,
  // The companies domain adds the logo upload; until a company has one the card shows its name.
  logoUrl: null,
  homepage: membership.company.homepage ?? null,
  tierName: membership.tier.name,
  cooperationFields: (membership.cooperationFields ?? []).map((value) => ({ value, label: labelOf(advisoryFields, value) })),
})

/**
 * GET /api/v1/family/companies: the public 가족회사 directory. Only memberships in force today whose
 * company agreed to be listed; the portal reads them itself (companies are private rows) and answers
 * only the card's public fields. A company appears once: its memberships never overlap in time.
 */
export const listFamilyCompanies = async (req: PayloadRequest, query: DirectoryQuery) => {
  const today = kstDay(new Date())
  const conditions: Where[] = [
    { state: { equals: 'active' } },
    { listingConsent: { equals: true } },
    { startDate: { less_than_equal: today } },
    { endDate: { greater_than_equal: today } },
    ...(query.q ? [{ 'company.name': { like: query.q } }] : []),
    ...(query.field ? [{ cooperationFields: { in: [query.field] } }] : []),
  ]
  const result = await req.payload.find({
    collection: 'family-memberships',
    where: { and: conditions },
    sort: ['startDate', 'id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    ...systemAccess('family membership'),
    req,
  })
  return { list: (result.docs as ListedMembership[]).map(toCard), total: result.totalDocs }
}
