import type { PaymentMethod, PaymentState } from './equipment-options'

/** What the equipment office's staff screens and their /api/v1 calls exchange (issue 31: settlement, ZEUS, utilisation). */

/** One completed use of the month on the settlement: its charge, when it is due and whether it came in. */
export type SettlementRow = {
  id: number
  reservationNo: string
  useDate: string
  timeRange: string
  /** Whole, as staff read members everywhere in the admin. */
  applicantName: string
  organisation: string
  companyName: string | null
  equipmentNo: string
  equipmentName: string
  charge: number
  /** `YYYY-MM-DD`: the end of the month of use plus the billing's payment days. */
  dueDate: string
  paymentState: PaymentState
  paymentStateLabel: string
  paidAt: string | null
  method: PaymentMethod | null
  methodLabel: string
  note: string
  overdue: boolean
}

export type SettlementTotals = { count: number; billed: number; paid: number; outstanding: number; overdueCount: number; overdueAmount: number }

export type SettlementData = { month: string; paymentDays: number; rows: SettlementRow[]; totals: SettlementTotals }

/** POST /api/v1/equipment/reservations/{id}/payment: mark paid (day, method, note) or undo. */
export type PaymentRequest = { paid: true; paidAt: string; method: PaymentMethod; note?: string } | { paid: false }

/** One use in the fields of ZEUS's 운영 data (docs/zeus.md). */
export type ZeusUsageRow = {
  reservationNo: string
  nfecNo: string
  equipmentName: string
  /** ISO 8601 with the Seoul offset. */
  startAt: string
  endAt: string
  institution: string
  institutionType: string
  userName: string
  samples: number | null
  useHours: number
  staffHours: number | null
  fee: number
  /** 장비사용료 (단독사용) or 시험분석료 (의뢰분석). */
  feeType: string
  useType: string
  /** Whether the times, samples and staff hours come from the recorded usage log or the booking. */
  source: 'usage-log' | 'booking'
}

/** Equipment that had uses in the month but no NFEC number, so ZEUS cannot take them. */
export type ZeusSkipped = { equipmentNo: string; equipmentName: string; uses: number }

export type ZeusExportData = { month: string; rows: ZeusUsageRow[]; skipped: ZeusSkipped[] }

/** One equipment in one month of the utilisation report. */
export type UtilisationRow = {
  equipmentId: number
  equipmentNo: string
  equipmentName: string
  month: string
  openHours: number
  bookedHours: number
  /** bookedHours ÷ openHours as a percentage with one decimal, null when the equipment was never open. */
  rate: number | null
  completed: number
  noShows: number
  revenue: number
}

export type UtilisationData = { months: string[]; rows: UtilisationRow[] }
