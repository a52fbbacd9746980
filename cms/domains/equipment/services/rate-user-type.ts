import type { PayloadRequest } from 'payload'
import type { FamilyBenefitRecord } from '../../../../contract/companies'
import { labelOf, type RateUserType, rateUserTypes } from '../../../../contract/equipment-options'
import type { User } from '../../../payload-types'
import { memberCompanyRow } from '../../companies'
import { benefitRecordOf, familyBenefitOf } from '../../family'
import { equipmentMessages } from '../messages'

const m = equipmentMessages.userType

export type RateUserTypeOf = { userType: RateUserType; label: string; reason: string; benefit: FamilyBenefitRecord | null }

const staffSetTypeOfCompany = async (req: PayloadRequest, user: User) => {
  const company = await memberCompanyRow(req, user, { name: true, rateUserType: true })
  return company?.rateUserType ? { userType: company.rateUserType, companyName: company.name } : null
}

/**
 * 요금 구분 (docs/decisions.md "장비 이용료 기준"), from what staff approved only: a 가족회사 membership in
 * force → 가족회사 with its tier; else the type staff set on the member, else on their company; else
 * 일반 기업·기타. A member's own memberClass (학생, 교직원 …) is self-declared and decides nothing.
 */
export const rateUserTypeOf = async (req: PayloadRequest, user: User | null): Promise<RateUserTypeOf> => {
  const other = { userType: 'other' as const, label: labelOf(rateUserTypes, 'other'), benefit: null }
  if (!user) return { ...other, reason: m.guest }
  const benefit = benefitRecordOf(await familyBenefitOf(req, user))
  if (benefit) return { userType: 'family', label: m.familyLabel(benefit.tierName), reason: m.family(benefit.companyName, benefit.tierName), benefit }
  if (user.rateUserType) return { userType: user.rateUserType, label: labelOf(rateUserTypes, user.rateUserType), reason: m.member, benefit: null }
  const ofCompany = await staffSetTypeOfCompany(req, user)
  if (ofCompany)
    return { userType: ofCompany.userType, label: labelOf(rateUserTypes, ofCompany.userType), reason: m.company(ofCompany.companyName), benefit: null }
  return { ...other, reason: m.none }
}
