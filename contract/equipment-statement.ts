/**
 * The usage log staff record on a completed booking and the statements (이용 내역서 / 청구서) built
 * from it, as /api/v1 sends and takes them (docs/api.md "공동활용 장비 — 이용 기록과 내역서").
 */

/** POST /api/v1/equipment/reservations/{id}/usage-log (staff). Times are ISO instants. */
export type UsageLogRequest = {
  actualStartAt: string
  actualEndAt: string
  samples?: number | null
  operator: string
  staffHours?: number | null
  remarks?: string | null
  /** 원, + or −, added before VAT is worked out; needs a reason when not 0. */
  adjustmentAmount?: number | null
  adjustmentReason?: string | null
}

/** What a booking costs, recomputed from the actual use with the rate stored at filing (integer 원). */
export type EquipmentCharge = {
  unitFee: number
  unitLabel: string
  units: number
  baseAmount: number
  discountLabel: string | null
  discountAmount: number
  adjustmentAmount: number
  adjustmentReason: string | null
  supplyAmount: number
  vatAmount: number
  total: number
}

/** One booking on a statement. */
export type StatementLine = {
  reservationId: number
  reservationNo: string
  statementNo: string
  equipmentName: string
  equipmentNo: string
  nfecNo: string | null
  usageModeLabel: string
  /** The member who used it (masked on a company's statement, where colleagues read it). */
  userName: string
  useDate: string
  actualStartAt: string
  actualEndAt: string
  samples: number | null
  staffHours: number | null
  operator: string
  charge: EquipmentCharge
  dueDate: string
}

/** Who issues the statement and where to pay (사이트 설정 and the 장비 이용료 청구 설정). */
export type StatementIssuer = {
  organizationName: string
  address: string
  phone: string
  bank: string
  accountNo: string
  accountHolder: string
  footer: string
}

export type StatementTotals = {
  baseAmount: number
  discountAmount: number
  adjustmentAmount: number
  supplyAmount: number
  vatAmount: number
  total: number
}

/** A statement: one booking's (kind `booking`) or a month's of one member or company. */
export type EquipmentStatement = {
  kind: 'booking' | 'member-month' | 'company-month'
  statementNo: string
  /** `YYYY-MM-DD`: the day it was issued; the due date counts from it. */
  issuedOn: string
  dueDate: string
  /** `YYYY-MM` for a monthly statement, else null. */
  month: string | null
  billedTo: { name: string; organisation: string }
  lines: StatementLine[]
  totals: StatementTotals
  issuer: StatementIssuer
}

export type StatementScope = 'member' | 'company'

/** The statement's wording, the same on the printable page and in the PDF. */
export const statementLabels = {
  title: (kind: EquipmentStatement['kind']) => (kind === 'booking' ? '장비 이용 내역서' : '장비 이용료 청구서'),
  statementNo: '내역서 번호',
  issuedOn: '발행일',
  month: '이용 월',
  billedTo: '청구 대상',
  dueDate: '납부 기한',
  useDate: '이용일',
  equipment: '장비 (NFEC 등록번호)',
  units: '수량',
  unitFee: '단가',
  discount: '할인',
  adjustment: '조정',
  adjustmentReason: '조정 사유',
  amount: '금액',
  actualUse: '실제 이용',
  user: '이용자',
  samples: '시료 수',
  staffHours: '운영 인력',
  operator: '담당 운영자',
  baseAmount: '기본 이용료',
  supplyAmount: '공급가액',
  vatAmount: '부가세',
  total: '청구 금액',
  account: '입금 계좌',
  accountHolder: '예금주',
  phone: '대표전화',
  noLines: '이 달에 이용 기록이 있는 예약이 없습니다.',
} as const
