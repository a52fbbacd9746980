import type { PayloadRequest } from 'payload'
import type { SettlementData, SettlementRow, SettlementTotals } from '../../../../contract/equipment-office'
import { labelOf, paymentMethods, paymentStates } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { relationId } from '../../../platform/data/relation-id'
import { addDays, kstDay } from '../../../platform/time/kst'
import type { EquipmentReservation } from '../../../payload-types'
import { DEFAULT_PAYMENT_DAYS, EQUIPMENT_BILLING } from '../globals/EquipmentBilling'
import { chargeOf } from './charge'
import { allEquipment, bookingsBetween, byId, companyNamesOf, monthBounds } from './office-data'

/** The payment term staff set. */
export const paymentDaysOf = async (req: PayloadRequest) => {
  const billing = await req.payload.findGlobal({ slug: EQUIPMENT_BILLING, depth: 0, overrideAccess: false, req })
  return billing.paymentDays ?? DEFAULT_PAYMENT_DAYS
}

/**
 * When a completed use without a statement must be paid: the last day of its month plus the payment
 * days. Once staff record the use, its statement's stored 납부 기한 counts instead (docs/decisions.md
 * "납부 기한").
 */
export const monthEndDueDate = (useDate: string, paymentDays: number) => addDays(monthBounds(useDate.slice(0, 7)).last, paymentDays)

/** Overdue: still unpaid once the due day itself has passed in Seoul. */
export const isOverdue = (paid: boolean, dueDate: string, today: string) => !paid && today > dueDate

export const settlementTotals = (rows: readonly Pick<SettlementRow, 'charge' | 'paymentState' | 'overdue'>[]): SettlementTotals => {
  const sum = (list: readonly { charge: number }[]) => list.reduce((total, row) => total + row.charge, 0)
  const billed = sum(rows)
  const paid = sum(rows.filter((row) => row.paymentState === 'paid'))
  const overdue = rows.filter((row) => row.overdue)
  return { count: rows.length, billed, paid, outstanding: billed - paid, overdueCount: overdue.length, overdueAmount: sum(overdue) }
}

const rowOf = (
  booking: EquipmentReservation,
  paymentDays: number,
  today: string,
  names: { equipment: Map<number, { equipmentNo: string; name: string }>; companies: Map<number, string> },
): SettlementRow => {
  const equipment = names.equipment.get(relationId(booking.equipment))
  const companyId = relationId(booking.companyRecord)
  const payment = booking.payment
  const paid = payment?.state === 'paid'
  const dueDate = booking.charge?.dueDate || monthEndDueDate(booking.useDate, paymentDays)
  return {
    id: booking.id,
    reservationNo: booking.reservationNo,
    useDate: booking.useDate,
    timeRange: booking.timeRange,
    applicantName: booking.applicantName,
    organisation: booking.organisation,
    companyName: companyId === null ? null : (names.companies.get(companyId) ?? null),
    equipmentNo: equipment?.equipmentNo ?? '',
    equipmentName: equipment?.name ?? '',
    charge: chargeOf(booking) ?? 0,
    dueDate,
    paymentState: paid ? 'paid' : 'unpaid',
    paymentStateLabel: labelOf(paymentStates, paid ? 'paid' : 'unpaid'),
    paidAt: paid && payment?.paidAt ? kstDay(new Date(payment.paidAt)) : null,
    method: paid ? (payment?.method ?? null) : null,
    methodLabel: paid ? labelOf(paymentMethods, payment?.method) : '',
    note: payment?.note ?? '',
    overdue: isOverdue(paid, dueDate, today),
  }
}

/** The monthly settlement (issue 31): every completed use of `month` with its charge, due date and payment, and the month's totals. */
export const loadSettlement = async (req: PayloadRequest, month: string, now = new Date()): Promise<SettlementData> => {
  requireStaff(req)
  const { first, next } = monthBounds(month)
  const [bookings, equipment, paymentDays] = await Promise.all([bookingsBetween(req, first, next, ['complete']), allEquipment(req), paymentDaysOf(req)])
  const companies = await companyNamesOf(req, bookings)
  const today = kstDay(now)
  const rows = bookings.map((booking) => rowOf(booking, paymentDays, today, { equipment: byId(equipment), companies }))
  return { month, paymentDays, rows, totals: settlementTotals(rows) }
}
