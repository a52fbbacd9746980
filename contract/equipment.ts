import type { FamilyBenefitRecord } from './companies'
import type {
  EquipmentCategory,
  EquipmentUseScope,
  FeeUnit,
  RateUserType,
  ReservationState,
  SeriesRepeat,
  UsageMode,
  VatMode,
  WaitlistState,
} from './equipment-options'

/**
 * The /api/v1 shapes of the shared-equipment area (docs/api.md "공동활용 장비"). Dates are Korean
 * calendar days `YYYY-MM-DD`, times `HH:MM` in Asia/Seoul; `*At` values are ISO instants.
 */

/** `bySamples`: 시료 수로 신청 — the member names a number of samples and a drop-off day instead of slots. */
export type UsageModeFee = { mode: UsageMode; modeLabel: string; fee: number; feeUnit: string; bySamples: boolean }

export type EquipmentSummary = {
  id: number
  equipmentNo: string
  nfecNo: string | null
  name: string
  category: EquipmentCategory
  categoryLabel: string
  maker: string | null
  model: string | null
  location: string | null
  imageUrl: string | null
  imageAlt: string | null
  bookable: boolean
  safetyTrainingRequired: boolean
  usageModes: UsageModeFee[]
}

export type OpeningRules = {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[]
  openTime: string
  closeTime: string
  slotMinutes: number
  maxSlotsPerBooking: number
  horizonDays: number
  cancelNoticeHours: number
}

export type EquipmentDetail = EquipmentSummary & {
  description: string | null
  manager: string | null
  managerPhone: string | null
  managerEmail: string | null
  openingRules: OpeningRules
  /** For a signed-in member: whether staff confirmed their safety training (null for guests or when not required). */
  safetyTrainingConfirmed: boolean | null
  /** What ZEUS registers that the public may read: 활용 범위 and 취득일 (`YYYY-MM-DD`); never the acquisition cost. */
  registry: { useScope: EquipmentUseScope | null; useScopeLabel: string | null; acquiredOn: string | null }
}

export type EquipmentCategoryOption = { value: EquipmentCategory; label: string }

/** `closed`: not bookable that day (weekday off, holiday, closure, past, beyond the horizon); `full`: every slot taken. */
export type AvailabilityDay = { date: string; state: 'open' | 'full' | 'closed'; reason: string | null }

export type AvailabilityData = { equipmentId: number; month: string; days: AvailabilityDay[] }

/**
 * `active`: free to book; `checked`: held by the asking member's own live booking; `disabled`:
 * not bookable, `reason` says why (이미 예약된 시간입니다, 지난 시간입니다, …).
 */
export type SlotState = 'active' | 'checked' | 'disabled'

export type Slot = { start: string; end: string; state: SlotState; reason: string | null }

export type SlotsData = { equipmentId: number; date: string; slotMinutes: number; maxSlotsPerBooking: number; slots: Slot[] }

export type ReservationRequest = {
  equipmentId: number
  date: string
  /** Slot starts, e.g. ['10:00', '11:00']; need not be adjacent. Empty for a mode taken by samples. */
  slots: string[]
  usageMode: UsageMode
  /** Only for a mode taken by samples (`bySamples`): 1–50 samples and what they are; `date` is then 시료 접수 희망일. */
  samples?: number
  sampleDescription?: string
  purpose: string
  applicantName: string
  organisation: string
  phone: string
  email: string
}

export type ReservationHistoryEntry = { state: ReservationState; stateLabel: string; at: string; reason: string | null }

/** What the member may do now: cancel a standby booking, ask to cancel a confirmed one, or nothing. */
export type CancelAction = 'cancel' | 'cancel-ask' | null

export type ReservationData = {
  id: number
  reservationNo: string
  equipment: { id: number; equipmentNo: string; name: string; location: string | null }
  useDate: string
  timeRange: string
  slots: { start: string; end: string }[]
  startAt: string
  endAt: string
  state: ReservationState
  stateLabel: string
  usageMode: UsageMode
  usageModeLabel: string
  purpose: string
  applicantName: string
  organisation: string
  phone: string
  email: string
  createdAt: string
  history: ReservationHistoryEntry[]
  cancelAction: CancelAction
  /** GET path of the iCalendar file; only for a confirmed booking. */
  icsPath: string | null
  /** The price computed and stored when it was filed (null for bookings made before prices were stored). */
  pricing: EquipmentQuote | null
  /** Issue 31: the statement's number once staff recorded the use (then its page and PDF exist), else null. */
  statementNo: string | null
  /** What the booking costs: the charge from actual use once recorded, else the stored quote's total. */
  chargeTotal: number | null
  /** A request by samples: how many and what they are (null for a booking of slots). */
  samples: number | null
  sampleDescription: string | null
}

/** A row of /myPage/equ: equipment number, period (use date and time), reservation date, state. */
export type MyEquipmentReservationRow = {
  id: number
  reservationNo: string
  equipmentId: number
  equipmentNo: string
  equipmentName: string
  useDate: string
  timeRange: string
  reservedAt: string
  state: ReservationState
  stateLabel: string
  cancelAction: CancelAction
  icsPath: string | null
  /** The stored total in 원 and the 가족회사 benefit it got, if any. */
  total: number | null
  benefitLabel: string | null
  /** Issue 31: the statement's number once staff recorded the use, else null. */
  statementNo: string | null
  /** The recurring booking it is one occurrence of, or null for a single booking. */
  series: { id: number; seriesNo: string } | null
}

export type CancelRequest = { reason?: string }

/** One line of a quote as the dialog, the detail and the mail show it; `amount` is signed (a discount is negative). */
export type QuoteLine = {
  kind: 'base' | 'discount' | 'minimum' | 'supply' | 'vat' | 'total'
  label: string
  /** How the amount came about, e.g. `50,000원 / 1시간 × 2`; null when the label says it all. */
  detail: string | null
  amount: number
}

/**
 * `GET /api/v1/equipment/{id}/quote?usageMode&date&start&end&samples`: the price of a booking, computed
 * on the server in integer 원 and stored with the booking when it is filed (the client never sends one).
 * base = unitFee × units; discount = ⌊base × (100 − factor) / 100⌋; charged = max(base − discount,
 * minimum) when base > 0; then VAT 10% 별도 or 포함 (docs/decisions.md "장비 이용료 기준").
 */
export type EquipmentQuote = {
  usageMode: UsageMode
  /** The equipment's fee for one unit of this mode, and the unit as staff wrote it (1시간, 1시료). */
  unitFee: number
  /** 시간당 counts the booked time, 시료당 the samples; 1회당 and 일당 count the booking once. */
  unit: FeeUnit
  unitLabel: string
  feeUnit: string
  /** Hours booked when per hour, samples when per sample, otherwise 1. */
  units: number
  baseAmount: number
  /** 요금 구분: the caller's user type, its label (가족회사(우수)) and why it applies (null on a stored quote). */
  userType: RateUserType
  userTypeLabel: string
  userTypeReason: string | null
  /** The share of the base rate the user type pays, in percent (100 = no discount). */
  factorPercent: number
  /** The 가족회사 discount the member's company gets, or null. */
  benefit: FamilyBenefitRecord | null
  /** e.g. 가족회사 우수 30% 할인, 학내 구성원 50% 할인; null without a discount. */
  discountLabel: string | null
  discountAmount: number
  /** The minimum charge in force (0 = none) and what it added to reach it. */
  minimumCharge: number
  minimumAddedAmount: number
  /** Null for a booking stored before VAT was stated. */
  vatMode: VatMode | null
  supplyAmount: number
  vatAmount: number
  total: number
  lines: QuoteLine[]
}

/** One of the member's waits, as /myPage/equ lists them (GET /api/v1/mypage/equ/waits). */
export type MyWaitRow = {
  id: number
  equipmentId: number
  equipmentName: string
  date: string
  timeRange: string
  state: WaitlistState
  stateLabel: string
  /** 1 for the first in line among open waits on the same slots; null once it is no longer waiting. */
  position: number | null
  offerExpiresAt: string | null
  createdAt: string
  canWithdraw: boolean
  canAccept: boolean
}

/** The member's private calendar subscription (GET/POST /api/v1/mypage/equ/feed). */
export type CalendarFeedData = {
  active: boolean
  issuedAt: string | null
  /** Only in the answer that issued it: the portal keeps no more than the token's hash. */
  url: string | null
}
/**
 * A recurring booking: the same slots from `date` on, weekly on `weekdays` (0 = Sunday) or on every
 * opening day, for `weeks` weeks (1–12). `partial` books the free dates and skips the rest; without it
 * one clash books nothing.
 */
export type SeriesRule = { repeat: SeriesRepeat; weekdays: number[]; weeks: number }

export type SeriesRequest = Omit<ReservationRequest, 'equipmentId'> & { rule: SeriesRule; partial?: boolean }

/** What the dry run needs: the dates, slots and mode (the applicant's details do not change the answer). */
export type SeriesCheckRequest = Pick<SeriesRequest, 'date' | 'slots' | 'usageMode' | 'rule'>

/** One date of a recurring booking: free to book, or why not (휴무일, 이미 예약된 시간, a quota …). */
export type SeriesOccurrence = { date: string; ok: boolean; reason: string | null }

/** `POST /api/v1/equipment/{id}/series/check`: every date of the rule, checked as the booking would be. */
export type SeriesCheckData = { occurrences: SeriesOccurrence[] }

/** `POST /api/v1/equipment/{id}/series`: what was booked and, with `partial`, what was skipped. */
export type SeriesData = {
  id: number
  seriesNo: string
  reservations: { id: number; reservationNo: string; useDate: string; timeRange: string }[]
  skipped: SeriesOccurrence[]
}

/**
 * `PATCH /api/v1/equipment/series/{id}/cancel`: every occurrence the member may still withdraw, by the
 * rules of a single booking: standby ones are cancelled, confirmed ones become 취소요청; `kept` are the
 * live ones that could not be touched, with why.
 */
export type SeriesCancelData = { cancelled: number; requested: number; kept: { reservationNo: string; useDate: string; reason: string }[] }

/** `GET /api/v1/mypage/equ/suspension`: while booking is suspended, until when (a Seoul day) and why. */
export type BookingSuspension = { until: string; reason: string }
