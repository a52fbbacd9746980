import type { AdvisoryField } from '../../contract/applications'
import type { CompanySize } from '../../contract/companies'

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

export type FamilyCompanySeed = {
  name: string
  /** Valid check digit: the collection refuses any other. */
  businessNumber: string
  ceo: string
  size: CompanySize
  industry: string
  introduction: string
}

/**
 * The companies the memberships below need. The companies seed (issue 30, companies) makes a dozen;
 * these are made only when no company has the number yet, so either order of the two seeds works.
 */
export const familyCompanySeeds: FamilyCompanySeed[] = [
  { name: '(주)한빛정밀', businessNumber: '1238141002', ceo: '이한빛', size: 'small', industry: '정밀기계 부품 제조', introduction: '자동차·반도체 장비용 초정밀 가공 부품을 만드는 기업입니다.' },
  { name: '(주)다온바이오', businessNumber: '2148671001', ceo: '정다온', size: 'startup', industry: '바이오 진단시약', introduction: '현장 진단용 신속 진단 키트를 개발합니다.' },
  { name: '세진소프트(주)', businessNumber: '3051291001', ceo: '박세진', size: 'small', industry: '산업용 소프트웨어', introduction: '스마트팩토리 데이터 수집·분석 소프트웨어를 공급합니다.' },
  { name: '(주)미래에너지솔루션', businessNumber: '4127851002', ceo: '최미래', size: 'midsize', industry: '에너지 저장 장치', introduction: '산업용 에너지 저장 장치와 관리 시스템을 만듭니다.' },
  { name: '청람디자인', businessNumber: '5072461009', ceo: '한청람', size: 'startup', industry: '제품 디자인', introduction: '소형 가전과 의료기기의 제품 디자인을 맡고 있습니다.' },
]

export type FamilyMembershipSeed = {
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
  { company: '(주)한빛정밀', tier: '우수', startOffset: -120, endOffset: 244, listingConsent: true, cooperationFields: ['mechanical', 'electronics'] },
  { company: '(주)다온바이오', tier: '선도', startOffset: -40, endOffset: 324, listingConsent: true, cooperationFields: ['bio'] },
  { company: '세진소프트(주)', tier: '일반', startOffset: -200, endOffset: 164, listingConsent: false, cooperationFields: ['ict'] },
  { company: '(주)미래에너지솔루션', tier: '일반', startOffset: -345, endOffset: 19, listingConsent: true, cooperationFields: ['energy', 'electronics'] },
  { company: '청람디자인', tier: '일반', startOffset: -400, endOffset: -36, listingConsent: true, cooperationFields: ['business'] },
]

/** The company member2 (최예린, (주)한빛정밀 기술연구소) belongs to, when the companies seed has not placed her yet. */
export const familyDemoMember = { username: 'member2', company: '(주)한빛정밀' } as const
