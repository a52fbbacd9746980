import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { ReservationRequest } from '../../../../contract/equipment'
import { runSqlWith, sql } from '../../../platform/data/raw-sql'
import { inTransaction } from '../../../platform/data/in-transaction'
import { type CalendarFacts, closedDayRefusal, dayClosure, slotGrid } from '../calendar'
import { compactDay, kstDay, kstInstant } from '../../../platform/time/kst'
import { equipmentMessages } from '../messages'
import { liveReservationStates, type ReservationState } from '../../../../contract/equipment-options'
import { AppError } from '../../../platform/http/errors'
import type { Equipment, EquipmentReservation, User } from '../../../payload-types'
import { loadCalendarFacts } from './calendar-facts'
import { findPublishedEquipment } from './find-equipment'
import { hasSafetyTraining } from './safety-training'
import { queueReservationMail } from './reservation-mail'
import { anySlotHeld, releaseSlotLocks, slotKey, takeSlotLocks } from './slot-locks'
import { hoursOf, plannedQuotaRefusals, quotaRecheck } from './quotas'
import { refuseIfSuspended } from './no-shows'
import { offeredMode, pricingOf, quoteFor } from './quote'
import { sampleRequestOf } from './sample-request'
import { systemAccess } from '../../../platform/access/system-access'
import { companyIdOf, STAMP_FIELD } from '../../companies'

type SlotRange = { start: string; end: string }

/** `10:00~12:00`, or `10:00~11:00, 14:00~15:00` when the slots are not adjacent. */
export const timeRangeOf = (slots: SlotRange[]) => {
  const runs: SlotRange[] = []
  for (const slot of slots) {
    const last = runs[runs.length - 1]
    if (last && last.end === slot.start) last.end = slot.end
    else runs.push({ ...slot })
  }
  return runs.map((run) => `${run.start}~${run.end}`).join(', ')
}

export type NewReservation = Omit<ReservationRequest, 'equipmentId' | 'slots'> & {
  memberId: number
  /** The member's company when booking (users.company), kept on the booking. */
  companyId?: number | null
  equipmentId: number
  slots: SlotRange[]
  state: ReservationState
  history: NonNullable<EquipmentReservation['history']>
  /** What it costs, computed at filing (quote.ts); the seed's old bookings may have none. */
  pricing?: EquipmentReservation['pricing']
  /** The recurring booking it is an occurrence of (series.ts). */
  seriesId?: number | null
  /** A request by samples instead of slots: it holds no slot and is placed at the day's opening time. */
  sampleRequest?: { samples: number; sampleDescription: string; dropOffTime: string }
}

/** When the booking is: its slots, or for a request by samples the drop-off day at opening time. */
const periodOf = (input: NewReservation, slots: SlotRange[]) => {
  if (slots.length === 0 && input.sampleRequest) {
    const at = kstInstant(input.date, input.sampleRequest.dropOffTime).toISOString()
    return { timeRange: equipmentMessages.sampleDropOff, startAt: at, endAt: at }
  }
  return {
    timeRange: timeRangeOf(slots),
    startAt: kstInstant(input.date, slots[0]!.start).toISOString(),
    endAt: kstInstant(input.date, slots[slots.length - 1]!.end).toISOString(),
  }
}

/**
 * Writes a booking, takes its slots and numbers it. A slot already held answers 409 before anything
 * is written. Otherwise the row comes first because a lock points at it; when a simultaneous booking
 * took a slot meanwhile, the row is deleted again and the caller gets 409, so a lost race leaves
 * nothing behind. The UNIQUE slot key alone decides who wins. On PostgreSQL the three writes are one
 * transaction, so a process that dies halfway leaves no booking that holds no slot; SQLite runs
 * them one by one (its transactions fail under parallel writers, docs/decisions.md).
 */
export const insertReservation = async (req: PayloadRequest, input: NewReservation): Promise<EquipmentReservation> => {
  const slots = sortedSlots(input.slots)
  const keys = slots.map((slot) => slotKey(input.equipmentId, input.date, slot.start))
  // A request by samples has no slot to hold, so it takes no lock.
  const live = liveReservationStates.includes(input.state) && keys.length > 0
  if (live && (await anySlotHeld(req, keys))) throw new AppError(409, equipmentMessages.alreadyBooked)
  return inTransaction(req, async () => {
    const created = await writeReservationRow(req, input)
    if (live) {
      const taken = await takeSlotLocks(req, created.id, keys)
      if (!taken) {
        await discardReservations(req, [created.id])
        throw new AppError(409, equipmentMessages.alreadyBooked)
      }
    }
    return numberReservation(req, created)
  })
}

const sortedSlots = (slots: SlotRange[]) => [...slots].sort((a, b) => a.start.localeCompare(b.start))

/** The booking's row alone, without its slot locks or its number (insertReservation, series.ts). */
export const writeReservationRow = async (req: PayloadRequest, input: NewReservation): Promise<EquipmentReservation> => {
  const slots = sortedSlots(input.slots)
  return req.payload.create({
    collection: 'equipment-reservations',
    data: {
      reservationNo: `pending-${randomUUID()}`,
      member: input.memberId,
      [STAMP_FIELD]: input.companyId ?? null,
      equipment: input.equipmentId,
      useDate: input.date,
      ...periodOf(input, slots),
      slots,
      state: input.state,
      usageMode: input.usageMode,
      purpose: input.purpose,
      applicantName: input.applicantName,
      organisation: input.organisation,
      phone: input.phone,
      email: input.email,
      samples: input.sampleRequest?.samples,
      sampleDescription: input.sampleRequest?.sampleDescription,
      history: input.history,
      pricing: input.pricing,
      series: input.seriesId ?? null,
      // Made when first applied for; the seed's past bookings were applied for days before.
      createdAt: input.history[0]?.at,
    },
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    disableTransaction: true,
    req,
  })
}

/** The row id makes the number unique without a counter that parallel bookings would race for. */
export const numberReservation = async (req: PayloadRequest, created: EquipmentReservation): Promise<EquipmentReservation> => {
  const reservationNo = `EQ-${compactDay(kstDay(new Date(created.createdAt)))}-${String(created.id).padStart(4, '0')}`
  await runSqlWith(req, sql`UPDATE equipment_reservations SET reservation_no = ${reservationNo} WHERE id = ${created.id}`)
  return { ...created, reservationNo }
}

/** Takes back bookings that lost a race (a slot, a quota): their slot locks, then the rows. */
export const discardReservations = async (req: PayloadRequest, ids: number[]) => {
  for (const id of ids) {
    await releaseSlotLocks(req, id)
    await req.payload.delete({ collection: 'equipment-reservations', id, ...systemAccess('booking bookkeeping'), disableTransaction: true, req })
  }
}

/**
 * The rules of a booking that do not depend on its day: the equipment takes bookings in that mode,
 * the slots exist on its grid and are not too many, and the member has the safety training it needs.
 */
export const checkEquipmentRules = async (
  req: PayloadRequest,
  member: User,
  equipment: Equipment,
  request: Pick<ReservationRequest, 'usageMode' | 'slots' | 'samples' | 'sampleDescription'>,
  facts: CalendarFacts,
): Promise<SlotRange[]> => {
  if (!equipment.bookable) throw new AppError(400, equipmentMessages.notBookable)
  // A mode taken by samples books no slot (sample-request.ts); a series or a wait would need one.
  if (offeredMode(equipment, request.usageMode).bySamples) throw new AppError(400, equipmentMessages.samplesWithSlots)
  if (request.samples !== undefined || request.sampleDescription !== undefined) throw new AppError(400, equipmentMessages.samplesNotForMode)
  if (request.slots.length === 0) throw new AppError(400, equipmentMessages.slotsRequired)
  if (request.slots.length > facts.rules.maxSlotsPerBooking) throw new AppError(400, equipmentMessages.tooManySlots(facts.rules.maxSlotsPerBooking))
  const grid = new Map(slotGrid(facts.rules).map((slot) => [slot.start, slot]))
  const slots = request.slots.map((start) => {
    const slot = grid.get(start)
    if (!slot) throw new AppError(400, equipmentMessages.unknownSlot(start))
    return slot
  })
  if (equipment.safetyTrainingRequired && !(await hasSafetyTraining(req, member.id, equipment.id))) {
    throw new AppError(403, equipmentMessages.safetyTrainingRequired)
  }
  return slots
}

/** Why the slots cannot be booked on `day` (a closed day, a slot already begun), or null. */
export const dayRefusal = (facts: CalendarFacts, day: string, slots: SlotRange[]): string | null => {
  const closure = dayClosure(facts, day)
  if (closure) return closedDayRefusal(closure)
  if (slots.some((slot) => kstInstant(day, slot.start).getTime() <= facts.now.getTime())) return equipmentMessages.pastSlotRefused
  return null
}

/** Every rule a new booking must meet, refused with the Korean sentence the member sees. */
export const checkBookingRules = async (req: PayloadRequest, member: User, equipment: Equipment, input: ReservationRequest): Promise<SlotRange[]> => {
  const facts = await loadCalendarFacts(req, equipment, input.date, input.date)
  const slots = await checkEquipmentRules(req, member, equipment, input, facts)
  const refusal = dayRefusal(facts, input.date, slots)
  if (refusal) throw new AppError(400, refusal)
  return slots
}

/**
 * A member's booking through /api/v1: rules first, then the booking with its slots, then the "접수"
 * mail on the queue. The booking commits before its quotas are counted again, so that two parallel
 * bookings which together overstep a quota see each other (quotaRecheck); its mail is queued after.
 */
export const createReservation = async (req: PayloadRequest, member: User, input: ReservationRequest): Promise<EquipmentReservation> => {
  await refuseIfSuspended(req, member.id)
  const equipment = await findPublishedEquipment(req, input.equipmentId)
  const sampleRequest = await sampleRequestOf(req, equipment, input)
  const slots = sampleRequest ? [] : await checkBookingRules(req, member, equipment, input)
  const now = new Date()
  const [quotaRefusal] = await plannedQuotaRefusals(req, member.id, equipment, [{ day: input.date, hours: hoursOf(slots) }], now)
  if (quotaRefusal) throw new AppError(409, quotaRefusal)
  const quote = await quoteFor(req, member, equipment, input.usageMode, { slots, samples: sampleRequest?.samples })
  const reservation = await insertReservation(req, {
    ...input,
    sampleRequest: sampleRequest ?? undefined,
    memberId: member.id,
    companyId: companyIdOf(member),
    slots,
    pricing: pricingOf(quote),
    state: 'standby',
    history: [{ state: 'standby', at: new Date().toISOString(), by: member.id, reason: null }],
  })
  const excess = await quotaRecheck(req, member.id, equipment, [reservation], now)
  if (excess) {
    await discardReservations(req, [reservation.id])
    throw new AppError(409, excess)
  }
  await queueReservationMail(req, reservation)
  return reservation
}
