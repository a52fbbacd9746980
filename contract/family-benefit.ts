/**
 * The benefit a booking or application got at filing, stored on it so a later change of tier
 * does not rewrite history.
 */
export type FamilyBenefitRecord = {
  companyName: string
  tierName: string
  /** e.g. "가족회사 우수 30% 할인". */
  label: string
  discountPercent: number
}

/** What a course application got: the record, whether the fee was waived and whether it took a 가족회사 seat. */
export type CourseFamilyBenefit = FamilyBenefitRecord & { feeWaived: boolean; familySeat: boolean }
