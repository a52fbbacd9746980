import type { CouponDiscountType, CouponScope } from '../../contract/travel-options'
import { type ArtSpec, palettes } from '../lib/art'

export type PassSeed = {
  key: string
  name: string
  passType: string
  validDays: number
  summary: string
  description: string
  /** Attractions by their seed key (seed/data/attractions.ts). */
  attractions: string[]
  options: { name: string; price: number; stock: number }[]
  art: ArtSpec
  draft?: boolean
}

/** Demo passes; pass kinds from seed/data/travel-codes.ts. */
export const passSeeds: PassSeed[] = [
  {
    key: 'seoul-palace',
    name: '서울 궁궐 통합 관람권',
    passType: 'CD0000002402',
    validDays: 90,
    summary: '경복궁·창덕궁(후원 포함)을 한 장으로',
    description: '구매일부터 90일 동안 두 궁궐을 각각 한 번씩 관람할 수 있습니다. 매표소에서 교환권 번호를 보여 주세요.',
    attractions: ['gyeongbokgung', 'changdeokgung'],
    options: [
      { name: '성인', price: 10_000, stock: 200 },
      { name: '청소년', price: 6_000, stock: 200 },
    ],
    art: { pattern: 'blocks', palette: palettes.slate, seed: 931 },
  },
  {
    key: 'busan-free',
    name: '부산 바다 자유이용 패스',
    passType: 'CD0000002401',
    validDays: 30,
    summary: '태종대 다누비 열차와 해운대 체험을 자유롭게',
    description: '태종대 다누비 열차와 해운대 일대 체험 시설을 사용 기간 안에 자유롭게 이용합니다.',
    attractions: ['haeundae', 'taejongdae'],
    options: [
      { name: '성인', price: 29_000, stock: 100 },
      { name: '어린이', price: 19_000, stock: 100 },
    ],
    art: { pattern: 'waves', palette: palettes.ocean, seed: 932 },
  },
  {
    key: 'namdo-cable',
    name: '여수·순천 남도 패스',
    passType: 'CD0000002401',
    validDays: 14,
    summary: '여수 해상케이블카 왕복과 순천만습지 입장',
    description: '여수 해상케이블카 왕복 1회와 순천만습지·국가정원 입장 1회가 포함됩니다.',
    attractions: ['yeosu-cablecar', 'suncheonman'],
    options: [
      { name: '성인', price: 24_000, stock: 50 },
      { name: '한정 특가', price: 15_000, stock: 1 },
    ],
    art: { pattern: 'network', palette: palettes.violet, seed: 933 },
  },
  {
    key: 'jeju-bus',
    name: '제주 동부 버스 패스',
    passType: 'CD0000002403',
    validDays: 3,
    summary: '성산·동문시장을 잇는 버스 3일 무제한',
    description: '제주 동부 노선 버스를 3일 동안 횟수 제한 없이 탈 수 있습니다.',
    attractions: ['seongsan', 'dongmun-market'],
    options: [{ name: '1인', price: 12_000, stock: 0 }],
    art: { pattern: 'orbits', palette: palettes.rose, seed: 934 },
  },
  {
    key: 'draft-gangwon',
    name: '강원 설악 패스 (준비 중)',
    passType: 'CD0000002401',
    validDays: 30,
    summary: '임시저장된 패스',
    description: '판매 준비 중입니다.',
    attractions: ['seoraksan'],
    options: [{ name: '성인', price: 30_000, stock: 10 }],
    art: { pattern: 'hexagons', palette: palettes.forest, seed: 935 },
    draft: true,
  },
]

export type CouponSeed = {
  key: string
  name: string
  discountType: CouponDiscountType
  discountValue: number
  maxDiscount?: number
  minPrice: number
  /** Days from the seed's day, both inclusive. */
  days: [number, number]
  scope: CouponScope
  /** Only for this pass (seed key). */
  pass?: string
  draft?: boolean
}

export const couponSeeds: CouponSeed[] = [
  { key: 'welcome', name: '신규 회원 10% 할인', discountType: 'rate', discountValue: 10, maxDiscount: 5_000, minPrice: 10_000, days: [-10, 60], scope: 'pass' },
  { key: 'palace', name: '궁궐 관람권 3천 원 할인', discountType: 'amount', discountValue: 3_000, minPrice: 0, days: [-5, 30], scope: 'pass', pass: 'seoul-palace' },
  { key: 'summer', name: '여름 바다 5천 원 할인', discountType: 'amount', discountValue: 5_000, minPrice: 20_000, days: [-90, -1], scope: 'pass' },
  { key: 'autumn', name: '가을 여행 주간 15% 할인', discountType: 'rate', discountValue: 15, minPrice: 0, days: [10, 40], scope: 'all' },
  { key: 'experience', name: '체험 예약 2천 원 할인', discountType: 'amount', discountValue: 2_000, minPrice: 5_000, days: [-5, 45], scope: 'reservation' },
  { key: 'draft', name: '준비 중인 쿠폰', discountType: 'rate', discountValue: 50, minPrice: 0, days: [0, 30], scope: 'all', draft: true },
]

/** The coupons member1's box starts with. */
export const memberCouponSeeds = { username: 'member1', coupons: ['welcome', 'summer'] } as const
