import type { AdvisoryField } from '../../../../../contract/applications'
import { systemAccess } from '../../../../platform/access/system-access'
import { relationId } from '../../../../platform/data/relation-id'
import type { FamilyApplication } from '../../../../payload-types'
import { grantMembership } from '../../../family'
import { type ProgrammeRules, standardRules } from '../programme-rules'

/** 승인 of a 가족회사 application makes the company's membership (cms/domains/family grant-membership.ts). */
export const familyApplicationRules: ProgrammeRules = {
  ...standardRules,
  afterMove: async (req, doc, to) => {
    if (to !== 'approved') return
    const application = doc as FamilyApplication
    const membership = await grantMembership(req, {
      applicationId: application.id,
      companyId: relationId(application.company),
      tierId: relationId(application.tier),
      listingConsent: Boolean(application.listingConsent),
      cooperationFields: (application.cooperationFields ?? []) as AdvisoryField[],
    })
    await req.payload.update({
      collection: 'family-applications',
      id: application.id,
      data: { membership: membership.id },
      depth: 0,
      ...systemAccess('application bookkeeping'),
      req,
    })
  },
}
