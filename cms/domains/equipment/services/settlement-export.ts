import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { requireStaff } from '../../../platform/access/require-staff'
import { toCsv } from '../../../platform/text/csv'
import { coveredByOneEntry, recordAccess } from '../../access-log'
import { officeMessages } from '../messages'
import { loadSettlement } from './settlement'

const header = [
  '예약번호',
  '이용일',
  '이용 시간',
  '장비번호',
  '장비명',
  '신청자',
  '소속 기관',
  '기업',
  '이용료(원)',
  '납부 기한',
  '납부 상태',
  '납부일',
  '납부 방법',
  '연체',
  '납부 메모',
]

/**
 * GET /api/v1/equipment/settlement/export: the month's settlement as a CSV file for Excel. It names
 * members, so one 다운로드 entry with its reason and row count is written before the file leaves.
 */
export const exportSettlement = async (req: PayloadRequest, month: string, reason: string) => {
  requireStaff(req)
  const { rows } = await coveredByOneEntry(req, () => loadSettlement(req, month))
  const filename = officeMessages.settlementFile(month)
  await recordAccess(req, { action: 'download', collection: 'equipment-reservations', count: rows.length, exportName: filename, reason })
  const lines = rows.map((row) => [
    row.reservationNo,
    formatSeoulDate(row.useDate),
    row.timeRange,
    row.equipmentNo,
    row.equipmentName,
    row.applicantName,
    row.organisation,
    row.companyName ?? '',
    String(row.charge),
    formatSeoulDate(row.dueDate),
    row.paymentStateLabel,
    formatSeoulDate(row.paidAt),
    row.methodLabel,
    row.overdue ? '연체' : '',
    row.note,
  ])
  return { filename, body: toCsv([header, ...lines]) }
}
