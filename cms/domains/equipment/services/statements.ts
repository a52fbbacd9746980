import type { PayloadRequest, Where } from 'payload'
import type { EquipmentStatement, StatementIssuer, StatementLine, StatementScope, StatementTotals } from '../../../../contract/equipment-statement'
import { labelOf, usageModes } from '../../../../contract/equipment-options'
import { site } from '../../../../contract/site'
import type { EquipmentReservation, User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { addDays, compactDay, kstDay } from '../../../platform/time/kst'
import { companyIdOf, companyOfMember, STAMP_FIELD } from '../../companies'
import { maskName } from '../../member-boards'
import { equipmentMessages } from '../messages'
import { dueDateOf, readBilling } from './billing'
import { hasUsageLog, toEquipmentCharge } from './charge'
import { findReservationFor, withEquipment } from './my-reservations'
import type { ReservationWithEquipment } from './to-reservation'

const issuerOf = async (req: PayloadRequest): Promise<{ issuer: StatementIssuer; paymentDays: number | null | undefined }> => {
  const [settings, billing] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, ...systemAccess('equipment billing'), req }),
    readBilling(req),
  ])
  return {
    issuer: {
      organizationName: site.organizationName,
      address: settings.address ?? '',
      phone: settings.phone ?? '',
      bank: billing.bank ?? '',
      accountNo: billing.accountNo ?? '',
      accountHolder: billing.accountHolder ?? '',
      footer: billing.statementFooter ?? '',
    },
    paymentDays: billing.paymentDays,
  }
}

const toLine = (reservation: ReservationWithEquipment, userName: string): StatementLine => ({
  reservationId: reservation.id,
  reservationNo: reservation.reservationNo,
  statementNo: reservation.statementNo ?? '',
  equipmentName: reservation.equipment.name,
  equipmentNo: reservation.equipment.equipmentNo,
  nfecNo: reservation.equipment.nfecNo ?? null,
  usageModeLabel: labelOf(usageModes, reservation.usageMode),
  userName,
  useDate: reservation.useDate,
  actualStartAt: reservation.usageLog?.actualStartAt ?? reservation.startAt,
  actualEndAt: reservation.usageLog?.actualEndAt ?? reservation.endAt,
  samples: reservation.usageLog?.samples ?? null,
  staffHours: reservation.usageLog?.staffHours ?? null,
  operator: reservation.usageLog?.operator ?? '',
  charge: toEquipmentCharge(reservation),
  dueDate: reservation.charge?.dueDate ?? '',
})

/** The statement's sums, each the sum of its lines, so the total printed is always what the lines add up to. */
export const totalsOf = (lines: StatementLine[]): StatementTotals => {
  const sum = (pick: (line: StatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0)
  return {
    baseAmount: sum((line) => line.charge.baseAmount),
    discountAmount: sum((line) => line.charge.discountAmount),
    adjustmentAmount: sum((line) => line.charge.adjustmentAmount),
    supplyAmount: sum((line) => line.charge.supplyAmount),
    vatAmount: sum((line) => line.charge.vatAmount),
    total: sum((line) => line.charge.total),
  }
}

/**
 * GET /api/v1/equipment/reservations/{id}/statement: the 이용 내역서 of one booking, for its member
 * or staff (anyone else gets 404, as for the booking). It exists once staff recorded the use, which
 * gave it its number, issue day and due date.
 */
export const bookingStatement = async (req: PayloadRequest, user: User, id: number): Promise<EquipmentStatement> => {
  const reservation = await findReservationFor(req, user, id)
  if (!hasUsageLog(reservation) || !reservation.statementNo) throw new AppError(409, equipmentMessages.statement.notYet)
  const { issuer } = await issuerOf(req)
  const lines = [toLine(reservation, reservation.applicantName)]
  return {
    kind: 'booking',
    statementNo: reservation.statementNo,
    issuedOn: reservation.statementIssuedOn ?? kstDay(new Date(reservation.usageLog!.recordedAt!)),
    dueDate: reservation.charge?.dueDate ?? '',
    month: null,
    billedTo: { name: reservation.applicantName, organisation: reservation.organisation },
    lines,
    totals: totalsOf(lines),
    issuer,
  }
}

const firstOfNextMonth = (month: string) => `${addDays(`${month}-28`, 4).slice(0, 7)}-01`

/** A month's statement is issued on the 1st of the next month, or today while the month runs. */
const monthIssueDay = (month: string) => {
  const today = kstDay(new Date())
  return today < firstOfNextMonth(month) ? today : firstOfNextMonth(month)
}

const usedInMonth = (month: string): Where => ({
  and: [
    { useDate: { greater_than_equal: `${month}-01` } },
    { useDate: { less_than: firstOfNextMonth(month) } },
    { 'usageLog.recordedAt': { exists: true } },
    { statementNo: { exists: true } },
  ],
})

const monthRows = async (req: PayloadRequest, where: Where) => {
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where,
    sort: ['useDate', 'startAt', 'id'],
    depth: 0,
    pagination: false,
    ...systemAccess('equipment billing'),
    req,
  })
  return withEquipment(req, docs as EquipmentReservation[])
}

/**
 * GET /api/v1/equipment/statements?month=&scope=: the month's statement of the caller's own uses, or
 * with scope `company` every use stamped with their company, for its 관리자 alone (a member of the
 * company sees only their own). Colleagues' names are masked on the company's statement. Numbered by
 * month and member or company (EQM-YYYYMM-U…/C…), so printing it again gives the same number.
 */
export const monthlyStatement = async (req: PayloadRequest, user: User, month: string, scope: StatementScope): Promise<EquipmentStatement> => {
  const { issuer, paymentDays } = await issuerOf(req)
  const issuedOn = monthIssueDay(month)
  const numberOf = (kind: 'U' | 'C', id: number) => `EQM-${compactDay(`${month}-01`).slice(0, 6)}-${kind}${String(id).padStart(5, '0')}`
  const header = { month, issuedOn, dueDate: dueDateOf({ paymentDays }, issuedOn), issuer }

  if (scope === 'company') {
    const companyId = companyIdOf(user)
    if (companyId === null) throw new AppError(403, equipmentMessages.statement.noCompany)
    if (user.companyRole !== 'manager') throw new AppError(403, equipmentMessages.statement.companyManagersOnly)
    const rows = await monthRows(req, { and: [usedInMonth(month), { [STAMP_FIELD]: { equals: companyId } }] })
    const lines = rows.map((row) => toLine(row, relationId(row.member) === user.id ? row.applicantName : maskName(row.applicantName)))
    const companyName = (await companyOfMember(req, user))?.name ?? ''
    return {
      kind: 'company-month',
      statementNo: numberOf('C', companyId),
      ...header,
      billedTo: { name: companyName, organisation: companyName },
      lines,
      totals: totalsOf(lines),
    }
  }

  const rows = await monthRows(req, { and: [usedInMonth(month), { member: { equals: user.id } }] })
  const lines = rows.map((row) => toLine(row, row.applicantName))
  return {
    kind: 'member-month',
    statementNo: numberOf('U', user.id),
    ...header,
    billedTo: { name: user.name ?? '', organisation: rows[0]?.organisation ?? '' },
    lines,
    totals: totalsOf(lines),
  }
}
