import type { PayloadRequest } from 'payload'
import type { EquipmentReservation, User } from '../../../payload-types'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { claimNextNumber } from '../../../platform/data/claim-number'
import { AppError } from '../../../platform/http/errors'
import { compactDay, kstDay } from '../../../platform/time/kst'
import { equipmentMessages } from '../messages'
import type { UsageLogInput } from '../schemas'
import { readBilling, dueDateOf } from './billing'
import { changeReservationState } from './change-state'
import { actualUnitsOf, recomputeCharge } from './charge'

/** `EQ-YYYYMM-`: statements are numbered by the month of use. */
export const statementPrefixOf = (useDate: string) => `EQ-${compactDay(useDate).slice(0, 6)}-`

/**
 * Records what a booking actually used and recomputes its charge from it with the rate stored at
 * filing (docs/decisions.md "이용 기록과 청구"). Staff only. A confirmed booking is completed on the
 * way, once the input has proved sound, so a refused log leaves it as it was. Recording again
 * corrects the log and the charge; the statement keeps its number, issue day and due date.
 */
export const recordUsageLog = async (req: PayloadRequest, user: User, id: number, input: UsageLogInput): Promise<EquipmentReservation> => {
  if (!hasStaffRole(user)) throw new AppError(403, equipmentMessages.usageLog.staffOnly)
  const reservation = await req.payload.findByID({ collection: 'equipment-reservations', id, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!reservation) throw new AppError(404, equipmentMessages.reservationNotFound)
  if (reservation.state !== 'complete' && reservation.state !== 'confirm') throw new AppError(409, equipmentMessages.usageLog.notCompleted)

  const samples = input.samples ?? null
  const units = actualUnitsOf(reservation.pricing?.unit ?? 'hour', { actualStartAt: input.actualStartAt, actualEndAt: input.actualEndAt, samples })
  const charge = recomputeCharge(reservation.pricing ?? {}, reservation.usageMode, units, {
    amount: input.adjustmentAmount ?? 0,
    reason: input.adjustmentReason ?? null,
  })
  if (reservation.state === 'confirm') await changeReservationState(req, id, 'complete', {})

  const issuedOn = reservation.statementIssuedOn ?? kstDay(new Date())
  await req.payload.update({
    collection: 'equipment-reservations',
    id,
    data: {
      usageLog: {
        actualStartAt: input.actualStartAt.toISOString(),
        actualEndAt: input.actualEndAt.toISOString(),
        samples,
        operator: input.operator,
        staffHours: input.staffHours ?? null,
        remarks: input.remarks || null,
        recordedAt: new Date().toISOString(),
        recordedBy: user.id,
      },
      charge: { ...charge, dueDate: reservation.charge?.dueDate ?? dueDateOf(await readBilling(req), issuedOn) },
      statementIssuedOn: issuedOn,
    },
    depth: 0,
    ...systemAccess('equipment billing'),
    req,
  })
  await claimNextNumber(req.payload, 'equipment-reservations', id, 'statementNo', statementPrefixOf(reservation.useDate))
  return (await req.payload.findByID({ collection: 'equipment-reservations', id, depth: 0, overrideAccess: false, user, req })) as EquipmentReservation
}
