import type { PayloadRequest } from 'payload'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import type { ZeusExportData, ZeusSkipped, ZeusUsageRow } from '../../../../contract/equipment-office'
import type { UsageMode } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { relationId } from '../../../platform/data/relation-id'
import { toCsv } from '../../../platform/text/csv'
import { kstDateTime } from '../../../platform/time/kst'
import { coveredByOneEntry, recordAccess } from '../../access-log'
import { officeMessages as m } from '../messages'
import { type Chargeable, chargeOf } from './charge'
import { allEquipment, bookingsBetween, byId, monthBounds, slotMinutes } from './office-data'

/** What of a completed booking the ZEUS row reads; `usageLog`, `samples` and `pricing.userType` come from the other lanes of issue 31 when present. */
export type ZeusBooking = Chargeable & {
  reservationNo: string
  usageMode: UsageMode
  startAt: string
  endAt: string
  slots?: readonly { start: string; end: string }[] | null
  applicantName: string
  organisation: string
  companyRecord?: unknown
  samples?: number | null
  pricing?: { userType?: string | null } | null
  usageLog?: {
    recordedAt?: string | null
    actualStartAt?: string | null
    actualEndAt?: string | null
    samples?: number | null
    staffHours?: number | null
  } | null
}

const HOUR_MS = 60 * 60 * 1000
const hours = (value: number) => Math.round(value * 100) / 100

/** ISO 8601 in Seoul time, as a registry import reads it unambiguously. */
const seoulIso = (instant: string) => `${kstDateTime(new Date(instant)).replace(' ', 'T')}:00+09:00`

const institutionTypeOf = (booking: ZeusBooking) => {
  const userType = booking.pricing?.userType
  if (userType && m.institutionTypes[userType]) return m.institutionTypes[userType]
  return booking.companyRecord ? m.institutionCompany : m.institutionOther
}

/**
 * One use as ZEUS's 운영 data takes it (docs/zeus.md): the recorded usage log's times, samples and
 * staff hours when staff wrote one, else the booked slots. The user is named whole: the national
 * guideline asks for the user, and the file goes only to staff, each download logged with its reason.
 */
export const zeusRowOf = (booking: ZeusBooking, nfecNo: string, equipmentName: string): ZeusUsageRow => {
  const log = booking.usageLog?.recordedAt && booking.usageLog.actualStartAt && booking.usageLog.actualEndAt ? booking.usageLog : null
  const startAt = log?.actualStartAt ?? booking.startAt
  const endAt = log?.actualEndAt ?? booking.endAt
  const analysis = booking.usageMode === 'analysis'
  return {
    reservationNo: booking.reservationNo,
    nfecNo,
    equipmentName,
    startAt: seoulIso(startAt),
    endAt: seoulIso(endAt),
    institution: booking.organisation,
    institutionType: institutionTypeOf(booking),
    userName: booking.applicantName,
    samples: log?.samples ?? booking.samples ?? null,
    useHours: hours(log ? (Date.parse(endAt) - Date.parse(startAt)) / HOUR_MS : slotMinutes(booking.slots) / 60),
    staffHours: log?.staffHours ?? null,
    fee: chargeOf(booking) ?? 0,
    feeType: analysis ? m.feeTypeAnalysis : m.feeTypeDirect,
    useType: analysis ? m.useTypeAnalysis : m.useTypeDirect,
    source: log ? 'usage-log' : 'booking',
  }
}

/** The month's completed uses of equipment with an NFEC number, and the equipment left out for lacking one. */
export const zeusUsage = async (req: PayloadRequest, month: string): Promise<ZeusExportData> => {
  requireStaff(req)
  const { first, next } = monthBounds(month)
  const [bookings, equipment] = await Promise.all([bookingsBetween(req, first, next, ['complete']), allEquipment(req)])
  const equipmentById = byId(equipment)
  const rows: ZeusUsageRow[] = []
  const skipped = new Map<number, ZeusSkipped>()
  for (const booking of bookings) {
    const id = relationId(booking.equipment)
    const item = equipmentById.get(id)
    const nfecNo = item?.nfecNo?.trim()
    if (nfecNo) {
      rows.push(zeusRowOf(booking, nfecNo, item!.name))
      continue
    }
    const entry = skipped.get(id) ?? { equipmentNo: item?.equipmentNo ?? '', equipmentName: item?.name ?? '', uses: 0 }
    skipped.set(id, { ...entry, uses: entry.uses + 1 })
  }
  return { month, rows, skipped: [...skipped.values()] }
}

const header = [
  'NFEC 등록번호',
  '장비명',
  '사용 시작 일시',
  '사용 종료 일시',
  '사용기관',
  '기관 유형',
  '사용자',
  '시료 수',
  '사용 시간(시간)',
  '직원 투입 시간(시간)',
  '사용료(원)',
  '사용료 구분',
  '사용 유형',
  '예약번호',
]

const csvLine = (row: ZeusUsageRow) => [
  row.nfecNo,
  row.equipmentName,
  formatSeoulDateTime(row.startAt),
  formatSeoulDateTime(row.endAt),
  row.institution,
  row.institutionType,
  row.userName,
  row.samples === null ? '' : String(row.samples),
  String(row.useHours),
  row.staffHours === null ? '' : String(row.staffHours),
  String(row.fee),
  row.feeType,
  row.useType,
  row.reservationNo,
]

export type ZeusFormat = 'csv' | 'json'

/** GET /api/v1/equipment/zeus-export: the file, after one 다운로드 entry of the access log with its reason. */
export const exportZeus = async (req: PayloadRequest, month: string, format: ZeusFormat, reason: string) => {
  requireStaff(req)
  const data = await coveredByOneEntry(req, () => zeusUsage(req, month))
  const filename = m.zeusFile(month, format)
  await recordAccess(req, { action: 'download', collection: 'equipment-reservations', count: data.rows.length, exportName: filename, reason })
  return { filename, body: format === 'csv' ? toCsv([header, ...data.rows.map(csvLine)]) : JSON.stringify(data, null, 2) }
}
