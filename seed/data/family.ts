import type { AdvisoryField } from '../../contract/applications'

/** 가족회사 등급: what staff keep in the admin; the discount and the fee waiver apply by themselves. */
export const familyTierSeeds = [
  {
    name: '일반',
    yearlyFee: 300_000,
    periodMonths: 12,
    equipmentDiscountPercent: 10,
    courseFeeWaived: false,
    sortOrder: 1,
    benefits: '공동활용 장비 이용료 10% 할인, 기술자문 우선 연결, 산학협력단 소식지와 행사 안내',
  },
  {
    name: '우수',
    yearlyFee: 1_000_000,
    periodMonths: 12,
    equipmentDiscountPercent: 30,
    courseFeeWaived: true,
    sortOrder: 2,
    benefits: '공동활용 장비 이용료 30% 할인, 산업교육 수강료 면제, 공동기술개발과제 우대, 기술자문 우선 연결',
  },
  {
    name: '선도',
    yearlyFee: 3_000_000,
    periodMonths: 12,
    equipmentDiscountPercent: 50,
    courseFeeWaived: true,
    sortOrder: 3,
    benefits: '공동활용 장비 이용료 50% 할인, 산업교육 수강료 면제, 공동기술개발과제 우대와 가족회사 전용 공고 참여, 연 2회 기술교류회 초청',
  },
] as const

export type FamilyMembershipSeed = {
  /** A key of seedCompanies (seed/data/companies.ts). */
  company: string
  tier: (typeof familyTierSeeds)[number]['name']
  /** Days from today (negative: before). */
  startOffset: number
  endOffset: number
  listingConsent: boolean
  cooperationFields: AdvisoryField[]
}

/** Some active and listed, one not listed, one ending within 30 days, one expired. */
export const familyMembershipSeeds: FamilyMembershipSeed[] = [
  { company: 'hanbit', tier: '우수', startOffset: -120, endOffset: 244, listingConsent: true, cooperationFields: ['mechanical', 'electronics'] },
  { company: 'daon', tier: '선도', startOffset: -40, endOffset: 324, listingConsent: true, cooperationFields: ['bio'] },
  { company: 'nuri', tier: '일반', startOffset: -200, endOffset: 164, listingConsent: false, cooperationFields: ['ict'] },
  { company: 'greenwave', tier: '일반', startOffset: -345, endOffset: 19, listingConsent: true, cooperationFields: ['energy', 'electronics'] },
  { company: 'onsaem', tier: '일반', startOffset: -400, endOffset: -36, listingConsent: true, cooperationFields: ['business'] },
]

/** Her company ((주)한빛정밀, 우수) gets the demo booking and course benefit. */
export const familyDemoMember = 'member2'
