import type { PayloadRequest } from 'payload'
import type { AdvisoryField } from '../../../../contract/applications'
import { systemAccess } from '../../../platform/access/system-access'
import { addDays, kstDay } from '../../../platform/time/kst'
import type { FamilyMembership, FamilyTier } from '../../../payload-types'
import { familyLabels } from '../messages'
import { latestOpenMembership } from './active-membership'
import { membershipEnd } from './membership-days'

export type ApprovedFamilyApplication = {
  applicationId: number
  companyId: number
  tierId: number
  listingConsent: boolean
  cooperationFields: AdvisoryField[]
}

/**
 * What 승인 of a 가족회사 application makes: a membership of the applied tier from the approval day, or
 * from the day after the current one ends when it is a renewal, for the tier's period; its agreement
 * number comes from the row id (2026-가족-0012). Staff may edit all of it afterwards in the admin.
 */
export const grantMembership = async (req: PayloadRequest, approved: ApprovedFamilyApplication, today = kstDay(new Date())): Promise<FamilyMembership> => {
  const tier = (await req.payload.findByID({
    collection: 'family-tiers',
    id: approved.tierId,
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })) as FamilyTier
  const current = await latestOpenMembership(req, approved.companyId, today)
  const startDate = current ? addDays(current.endDate, 1) : today
  const created = await req.payload.create({
    collection: 'family-memberships',
    data: {
      company: approved.companyId,
      tier: tier.id,
      startDate,
      endDate: membershipEnd(startDate, tier.periodMonths),
      state: 'active',
      listingConsent: approved.listingConsent,
      cooperationFields: approved.cooperationFields,
      application: approved.applicationId,
    },
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })
  return (await req.payload.update({
    collection: 'family-memberships',
    id: created.id,
    data: { agreementNo: familyLabels.agreementNo(startDate, created.id) },
    depth: 0,
    ...systemAccess('family membership'),
    req,
  })) as FamilyMembership
}
