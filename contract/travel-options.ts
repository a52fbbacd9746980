/** Labels and values of the travel side (spec §1 "leftover travel features"), used by the collections, the API and the seed. */

/** The admin group every travel collection sits in. */
export const TRAVEL_ADMIN_GROUP = '여행 (레거시)'

/**
 * The code groups `GET /codes/{group}` serves (spec §3 "code lists"). The spec names the first four;
 * the others carry the codes the pass, tour, travel-information and refund calls filter by.
 */
export const codeGroups = [
  { label: '상품 유형 (GDS_TYCD)', value: 'GDS_TYCD' },
  { label: '상품 분류 (GDS_CATEGORY_CD)', value: 'GDS_CATEGORY_CD' },
  { label: '시도 (CTPV)', value: 'CTPV' },
  { label: '시군구 (SGG)', value: 'SGG' },
  { label: '패스 구분 (PS_CD)', value: 'PS_CD' },
  { label: '여행 테마 (THEME_CD)', value: 'THEME_CD' },
  { label: '여행정보 구분 (TOURIST_TYCD)', value: 'TOURIST_TYCD' },
  { label: '환불 사유 (WHY_CD)', value: 'WHY_CD' },
  { label: '언어 (LANGUAGE)', value: 'LANGUAGE' },
] as const
export type CodeGroup = (typeof codeGroups)[number]['value']
export const codeGroupList = codeGroups.map((group) => group.value) as [CodeGroup, ...CodeGroup[]]

/** Codes read like the spec's language codes: `CD` and ten digits. */
export const CODE_PATTERN = /^CD\d{10}$/

/** 편의시설 (`facilitiesRecord` filter). */
export const attractionFacilities = [
  { label: '주차장', value: 'parking' },
  { label: '휠체어 대여', value: 'wheelchair' },
  { label: '수유실', value: 'nursing' },
  { label: '반려동물 동반', value: 'pet' },
  { label: '무료 와이파이', value: 'wifi' },
  { label: '장애인 화장실', value: 'accessibleToilet' },
] as const
export type AttractionFacility = (typeof attractionFacilities)[number]['value']

/** 기타 정보 (`etcInformation` filter). */
export const attractionEtcInformation = [
  { label: '무료 입장', value: 'free' },
  { label: '실내 관광지', value: 'indoor' },
  { label: '야간 개장', value: 'night' },
  { label: '어린이 동반 추천', value: 'kids' },
  { label: '외국어 안내', value: 'foreignGuide' },
] as const
export type AttractionEtcInformation = (typeof attractionEtcInformation)[number]['value']

/** 기타 정보 of a recommended tour (`etcInformation` filter of the tour list). */
export const tourEtcInformation = [
  { label: '대중교통 이용 가능', value: 'publicTransport' },
  { label: '무장애 여행', value: 'barrierFree' },
  { label: '반려동물 동반', value: 'pet' },
  { label: '아이와 함께', value: 'kids' },
] as const
export type TourEtcInformation = (typeof tourEtcInformation)[number]['value']

/** A recommended tour lasts one day (당일) up to a week. */
export const MAX_TOUR_DAYS = 7

/** How a coupon takes money off: a share of the price (정률) or a sum (정액). */
export const couponDiscountTypes = [
  { label: '정률 할인(%)', value: 'rate' },
  { label: '정액 할인(원)', value: 'amount' },
] as const
export type CouponDiscountType = (typeof couponDiscountTypes)[number]['value']

/** What a coupon pays for: pass purchases, goods reservations, or both. */
export const couponScopes = [
  { label: '패스 구매', value: 'pass' },
  { label: '상품 예약', value: 'reservation' },
  { label: '전체', value: 'all' },
] as const
export type CouponScope = (typeof couponScopes)[number]['value']

/** A pass order is paid when it is recorded (test payment) and refunded at the member's request. */
export const passOrderStates = [
  { label: '결제완료', value: 'paid' },
  { label: '환불완료', value: 'refunded' },
] as const
export type PassOrderState = (typeof passOrderStates)[number]['value']

/** 사용 가능 until used on an order or past its end; a refunded order gives its coupon back. */
export const memberCouponStates = [
  { label: '사용 가능', value: 'available' },
  { label: '사용 완료', value: 'used' },
] as const
export type MemberCouponState = (typeof memberCouponStates)[number]['value']

/** Spec §5, §9: a goods option is bought 1 to 6 at a time. */
export const MIN_GOODS_COUNT = 1
export const MAX_GOODS_COUNT = 6

/** Every order is paid by this recorded test payment: the portal has no payment provider. */
export const TEST_PAYMENT = { method: 'test', label: '테스트 결제 (실제 결제 없음)' } as const

/** The 환불 사유 code that needs the member's own words. */
export const OTHER_REFUND_REASON = 'CD0000002704'

/** What a promotion announces (`searchFilter` of the promotion list); the spec's news badges. */
export const promotionCategories = [
  { label: '이벤트', value: 'event' },
  { label: '공지', value: 'noti' },
  { label: '예약', value: 'reserve' },
  { label: '쿠폰', value: 'coupon' },
  { label: '광고', value: 'ad' },
] as const
export type PromotionCategory = (typeof promotionCategories)[number]['value']

/** A goods reservation is confirmed when it is recorded (test payment) and may be cancelled before its day. */
export const goodsReservationStates = [
  { label: '예약확정', value: 'complete' },
  { label: '예약취소', value: 'cancel' },
] as const
export type GoodsReservationState = (typeof goodsReservationStates)[number]['value']

/** `type` of the reservation list: 이용 예정, 지난 예약, 취소한 예약. */
export const reservationListTypes = ['upcoming', 'past', 'cancel'] as const
export type ReservationListType = (typeof reservationListTypes)[number]
