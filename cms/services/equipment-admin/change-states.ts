import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { StaffStateChangeResult, staffStateChangeBody } from '../../endpoints/v1/schemas/admin-equipment'
import { labelOf, reservationStates } from '../../equipment/options'
import { AppError, errorMessages } from '../../lib/errors'
import { changeReservationState } from '../equipment/change-state'

type Body = z.output<typeof staffStateChangeBody>

const reservationNoOf = async (req: PayloadRequest, id: number) => {
  const found = await req.payload.findByID({ collection: 'equipment-reservations', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  return found?.reservationNo ?? null
}

/**
 * Applies one staff decision to each chosen reservation in turn. Each change stands alone (its own
 * transition check, history entry and e-mail), so one refused row does not undo the others; the
 * answer lists what went through and, in Korean, why the rest did not.
 */
export const changeStates = async (req: PayloadRequest, { ids, to, reason }: Body): Promise<StaffStateChangeResult> => {
  const result: StaffStateChangeResult = { to, toLabel: labelOf(reservationStates, to), succeeded: [], failed: [] }
  for (const id of new Set(ids)) {
    try {
      const updated = await changeReservationState(req, id, to, { reason })
      result.succeeded.push({ id, reservationNo: updated.reservationNo })
    } catch (error) {
      if (!(error instanceof AppError)) req.payload.logger.error({ err: error, msg: `staff state change of reservation ${id} failed` })
      const message = error instanceof AppError ? error.userMessage : errorMessages.server
      result.failed.push({ id, reservationNo: await reservationNoOf(req, id), message })
    }
  }
  return result
}
