import type { PayloadRequest } from 'payload'
import type { PaymentRequest, SettlementRow } from '../../../../contract/equipment-office'
import { labelOf, paymentMethods, paymentStates } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { AppError } from '../../../platform/http/errors'
import { kstDay, kstInstant } from '../../../platform/time/kst'
import type { EquipmentReservation } from '../../../payload-types'
import { equipmentMessages, officeMessages } from '../messages'

export type PaymentView = Pick<SettlementRow, 'id' | 'paymentState' | 'paymentStateLabel' | 'paidAt' | 'method' | 'methodLabel' | 'note'>

/**
 * Staff mark a completed use paid (day, method, note) or take the mark back, and the booking keeps
 * who did it last. Written with the staff member's own access, so the collection's rule is the
 * one that refuses anyone else on every surface.
 */
export const recordPayment = async (req: PayloadRequest, id: number, request: PaymentRequest, now = new Date()): Promise<PaymentView> => {
  const user = requireStaff(req)
  const booking = (await req.payload.findByID({
    collection: 'equipment-reservations',
    id,
    depth: 0,
    overrideAccess: false,
    req,
    disableErrors: true,
  })) as EquipmentReservation | null
  if (!booking) throw new AppError(404, equipmentMessages.reservationNotFound)
  if (booking.state !== 'complete') throw new AppError(409, officeMessages.paymentOnlyCompleted)
  if (request.paid && request.paidAt > kstDay(now)) throw new AppError(400, officeMessages.paidAtFuture)

  const payment = request.paid
    ? {
        state: 'paid' as const,
        paidAt: kstInstant(request.paidAt, '00:00').toISOString(),
        method: request.method,
        note: request.note ?? '',
        recordedBy: user.id,
      }
    : { state: 'unpaid' as const, paidAt: null, method: null, note: '', recordedBy: user.id }
  await req.payload.update({ collection: 'equipment-reservations', id, data: { payment }, depth: 0, overrideAccess: false, req })
  return {
    id,
    paymentState: payment.state,
    paymentStateLabel: labelOf(paymentStates, payment.state),
    paidAt: request.paid ? request.paidAt : null,
    method: payment.method,
    methodLabel: labelOf(paymentMethods, payment.method),
    note: payment.note,
  }
}
