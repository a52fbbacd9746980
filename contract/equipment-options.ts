/** Labels and values of the shared-equipment area, used by the collections, the API and the web. */

export const equipmentCategories = [
  { label: '분석장비', value: 'analysis' },
  { label: '측정·시험장비', value: 'measurement' },
  { label: '가공·제작장비', value: 'fabrication' },
  { label: '전자·통신장비', value: 'electronics' },
  { label: '바이오·화학장비', value: 'bio' },
  { label: '기타장비', value: 'etc' },
] as const
export type EquipmentCategory = (typeof equipmentCategories)[number]['value']

/** 직접사용: the member operates it; 시험·분석의뢰: staff run the test on the member's sample. */
export const usageModes = [
  { label: '직접사용', value: 'self' },
  { label: '시험·분석의뢰', value: 'analysis' },
] as const
export type UsageMode = (typeof usageModes)[number]['value']

/** What one unit of a usage mode's fee is; per hour counts the booked slots' time. */
export const feeUnits = [
  { label: '시간당', value: 'hour' },
  { label: '1회당', value: 'use' },
  { label: '시료당', value: 'sample' },
  { label: '일당', value: 'day' },
] as const
export type FeeUnit = (typeof feeUnits)[number]['value']

/**
 * 장비 이용료 기준 (issue 31, rates): who pays which share of the base rate, decided on the server from
 * what staff approved (docs/decisions.md "장비 이용료 기준"); 'family' comes only from a 가족회사 membership.
 */
export const rateUserTypes = [
  { label: '학내 구성원', value: 'internal' },
  { label: '가족회사', value: 'family' },
  { label: '중소기업', value: 'sme' },
  { label: '대학·연구기관', value: 'academic' },
  { label: '일반 기업·기타', value: 'other' },
] as const
export type RateUserType = (typeof rateUserTypes)[number]['value']

/** The types staff may set on a company or a member; 가족회사 follows the membership alone. */
export const assignableRateUserTypes = rateUserTypes.filter((type) => type.value !== 'family')

/** 부가세 10%: added on top of the fee (별도) or already in it (포함). */
export const vatModes = [
  { label: '부가세 별도', value: 'separate' },
  { label: '부가세 포함', value: 'included' },
] as const
export type VatMode = (typeof vatModes)[number]['value']

/** A request by samples (a usage mode's 시료 수로 신청): how many samples one request may bring, and its description's length. */
export const sampleRequestLimits = { maxSamples: 50, descriptionMax: 1000 } as const

/**
 * standby 신청 → confirm 승인 | reject 반려; a member asks cancel-ask 취소요청 of a confirmed
 * booking → cancel 취소; confirm → complete 사용완료, or no-show 미이용 when the member never came
 * (staff only; enough of them suspend booking). A member cancels a standby booking directly.
 */
export const reservationStates = [
  { label: '신청', value: 'standby' },
  { label: '승인', value: 'confirm' },
  { label: '반려', value: 'reject' },
  { label: '취소요청', value: 'cancel-ask' },
  { label: '취소', value: 'cancel' },
  { label: '사용완료', value: 'complete' },
  { label: '미이용', value: 'no-show' },
] as const
export type ReservationState = (typeof reservationStates)[number]['value']

/** States that hold their slots: no other booking may take them. */
export const liveReservationStates: readonly ReservationState[] = ['standby', 'confirm', 'cancel-ask']

/** How a recurring booking repeats: on the chosen weekdays of each week, or every opening day. */
export const seriesRepeats = [
  { label: '매주 선택한 요일', value: 'weekly' },
  { label: '매일', value: 'daily' },
] as const
export type SeriesRepeat = (typeof seriesRepeats)[number]['value']

/** The longest a recurring booking may run, in weeks (and never past the equipment's horizon). */
export const MAX_SERIES_WEEKS = 12

export const weekdays = [
  { label: '일', value: '0' },
  { label: '월', value: '1' },
  { label: '화', value: '2' },
  { label: '수', value: '3' },
  { label: '목', value: '4' },
  { label: '금', value: '5' },
  { label: '토', value: '6' },
] as const

export const slotLengths = [
  { label: '30분', value: '30' },
  { label: '1시간', value: '60' },
  { label: '2시간', value: '120' },
] as const

export const labelOf = <V extends string>(options: readonly { label: string; value: V }[], value: V | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? ''

/** Whether a completed use's charge has come in (issue 31, monthly settlement). */
export const paymentStates = [
  { label: '미납', value: 'unpaid' },
  { label: '납부', value: 'paid' },
] as const
export type PaymentState = (typeof paymentStates)[number]['value']

export const paymentMethods = [
  { label: '계좌이체', value: 'transfer' },
  { label: '카드', value: 'card' },
  { label: '연구비 카드·이체', value: 'research-fund' },
  { label: '기타', value: 'other' },
] as const
export type PaymentMethod = (typeof paymentMethods)[number]['value']

/** 활용 범위 as ZEUS registers it (useScopeCd 1, 2, 3). */
export const equipmentUseScopes = [
  { label: '단독활용', value: 'exclusive' },
  { label: '공동활용', value: 'shared' },
  { label: '공동활용서비스', value: 'service' },
] as const
export type EquipmentUseScope = (typeof equipmentUseScopes)[number]['value']
/**
 * A member's wait for taken slots (issue 31): 대기 → 제안 (the slots freed and were offered by mail) →
 * 예약 완료 (accepted: booked through the normal booking) | 기한 만료 (the offer or the day passed) |
 * 대기 취소 (withdrawn by the member).
 */
export const waitlistStates = [
  { label: '대기 중', value: 'waiting' },
  { label: '예약 제안', value: 'offered' },
  { label: '예약 완료', value: 'accepted' },
  { label: '기한 만료', value: 'lapsed' },
  { label: '대기 취소', value: 'withdrawn' },
] as const
export type WaitlistState = (typeof waitlistStates)[number]['value']

/** Waits that still hold a place in the queue. */
export const openWaitlistStates: readonly WaitlistState[] = ['waiting', 'offered']
