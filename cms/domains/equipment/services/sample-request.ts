import type { PayloadRequest } from 'payload'
import type { ReservationRequest } from '../../../../contract/equipment'
import { AppError } from '../../../platform/http/errors'
import type { Equipment } from '../../../payload-types'
import { closedDayRefusal, dayClosure } from '../calendar'
import { equipmentMessages } from '../messages'
import { loadCalendarFacts } from './calendar-facts'

/**
 * A request by samples (의뢰분석 whose mode is 시료 수로 신청): the member names how many samples, what
 * they are and the day they bring them (`date`, 시료 접수 희망일, which must be an open day); staff run
 * the analysis, so no slot is held and no safety training is asked. Null when the mode books slots.
 */
export const sampleRequestOf = async (req: PayloadRequest, equipment: Equipment, input: ReservationRequest) => {
  const mode = (equipment.usageModes ?? []).find((offered) => offered.mode === input.usageMode)
  if (!equipment.bookable || !mode?.bySamples) return null
  if (input.slots.length > 0) throw new AppError(400, equipmentMessages.samplesWithSlots)
  if (input.samples === undefined) throw new AppError(400, equipmentMessages.samplesRequired)
  if (!input.sampleDescription) throw new AppError(400, equipmentMessages.sampleDescriptionRequired)
  const facts = await loadCalendarFacts(req, equipment, input.date, input.date)
  const closure = dayClosure(facts, input.date)
  if (closure) throw new AppError(400, closedDayRefusal(closure))
  return { samples: input.samples, sampleDescription: input.sampleDescription, dropOffTime: facts.rules.openTime }
}
