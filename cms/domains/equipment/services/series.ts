import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import type {
  SeriesCancelData,
  SeriesCheckData,
  SeriesCheckRequest,
  SeriesData,
  SeriesOccurrence,
  SeriesRequest,
  SeriesRule,
} from '../../../../contract/equipment'
import { labelOf, liveReservationStates, reservationStates, type weekdays } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { runSqlWith, sql } from '../../../platform/data/raw-sql'
import { inTransaction } from '../../../platform/data/in-transaction'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { queueMemberNotice } from '../../../platform/mail/member-notice'
import { addDays, compactDay, kstDay, weekdayOf } from '../../../platform/time/kst'
import type { Equipment, EquipmentBookingSery, EquipmentReservation, User } from '../../../payload-types'
import { companyIdOf } from '../../companies'
import { equipmentMessages } from '../messages'
import { memberCancelMove, memberTimingRefusal } from '../transitions'
import { loadCalendarFacts, loadHeldSlots } from './calendar-facts'
import { changeReservationState } from './change-state'
import { checkEquipmentRules, dayRefusal, discardReservations, numberReservation, timeRangeOf, writeReservationRow } from './create-reservation'
import { findPublishedEquipment } from './find-equipment'
import { refuseIfSuspended } from './no-shows'
import { hoursOf, plannedQuotaRefusals, quotaRecheck } from './quotas'
import { pricingOf, quoteFor } from './quote'
import { heldSlotKeys, slotKey, takeSlotLocksOf } from './slot-locks'

type Weekday = (typeof weekdays)[number]['value']

/**
 * The days of a recurring booking: from `first` for `weeks` weeks, on the chosen weekdays, or (daily)
 * on each of the equipment's opening weekdays, so a daily series does not list every weekend.
 */
export const seriesDays = (first: string, rule: SeriesRule, openWeekdays: readonly number[]): string[] => {
  const wanted = rule.repeat === 'weekly' ? rule.weekdays : openWeekdays
  return Array.from({ length: rule.weeks * 7 }, (_, offset) => addDays(first, offset)).filter((day) => wanted.includes(weekdayOf(day)))
}

/** `2026.12.09(휴무일(성탄절)에는 …), 2026.12.16(…)`: the dates that clash, each with why. */
const clashList = (clashes: SeriesOccurrence[]) => clashes.map((clash) => `${formatSeoulDate(clash.date)}(${clash.reason})`).join(', ')

type Plan = { equipment: Equipment; slots: { start: string; end: string }[]; occurrences: SeriesOccurrence[] }

/**
 * Every date of the rule checked as a single booking would be, with one read of the calendar and one
 * of the held slots for the whole span: closed days, begun slots, taken slots, then the quotas over
 * the dates still free, in date order.
 */
const planSeries = async (req: PayloadRequest, member: User, equipmentId: number, input: SeriesCheckRequest, now: Date): Promise<Plan> => {
  await refuseIfSuspended(req, member.id)
  const equipment = await findPublishedEquipment(req, equipmentId)
  const probe = await loadCalendarFacts(req, equipment, input.date, input.date)
  const days = seriesDays(input.date, input.rule, probe.rules.weekdays)
  if (days.length === 0) throw new AppError(400, equipmentMessages.seriesNoDates)
  const last = days[days.length - 1]!
  const [facts, held] = await Promise.all([loadCalendarFacts(req, equipment, input.date, last), loadHeldSlots(req, equipmentId, input.date, last)])
  const slots = await checkEquipmentRules(req, member, equipment, input, facts)
  const taken = new Set(held.map((slot) => `${slot.day} ${slot.start}`))
  const reasons = days.map(
    (day) => dayRefusal(facts, day, slots) ?? (slots.some((slot) => taken.has(`${day} ${slot.start}`)) ? equipmentMessages.alreadyBooked : null),
  )
  const free = days.filter((_, index) => reasons[index] === null)
  const quota = await plannedQuotaRefusals(
    req,
    member.id,
    equipment,
    free.map((day) => ({ day, hours: hoursOf(slots) })),
    now,
  )
  const quotaByDay = new Map(free.map((day, index) => [day, quota[index] ?? null]))
  const occurrences = days.map((day, index) => {
    const reason = reasons[index] ?? quotaByDay.get(day) ?? null
    return { date: day, ok: reason === null, reason }
  })
  return { equipment, slots, occurrences }
}

/** The dry run of POST …/series: each date ok or why not, nothing written. */
export const checkSeries = async (req: PayloadRequest, member: User, equipmentId: number, input: SeriesCheckRequest): Promise<SeriesCheckData> => ({
  occurrences: (await planSeries(req, member, equipmentId, input, new Date())).occurrences,
})

const MAX_RETRIES = 3

/**
 * A recurring booking. All or nothing unless `partial`: with a clash the member gets the dates and why,
 * and nothing is written. The occurrences' rows are written first, then the slots of every occurrence
 * are taken in ONE statement (slot-locks.ts), so a single booking made at the same moment on one of
 * the dates either took its slot first (the statement fails, the series is refused naming that date)
 * or finds it taken; never both. With `partial` the dates lost that way are dropped and the rest tried
 * again. One quote, one calendar read and one mail serve every occurrence.
 */
export const createSeries = async (req: PayloadRequest, member: User, equipmentId: number, input: SeriesRequest): Promise<SeriesData> => {
  const now = new Date()
  const { equipment, slots, occurrences } = await planSeries(req, member, equipmentId, input, now)
  const clashes = occurrences.filter((occurrence) => !occurrence.ok)
  if (clashes.length > 0 && !input.partial) throw new AppError(409, equipmentMessages.seriesClashes(clashList(clashes)))
  const skipped = [...clashes]
  let days = occurrences.filter((occurrence) => occurrence.ok).map((occurrence) => occurrence.date)
  if (days.length === 0) throw new AppError(409, equipmentMessages.seriesNothingFree(clashList(skipped)))

  const quote = await quoteFor(req, member, equipment, input.usageMode, { slots })
  // One transaction on PostgreSQL from the series to the numbers, as for one booking (insertReservation):
  // a process that dies halfway leaves no occurrence that holds no slot. It commits before the quotas
  // are counted again, so that parallel bookings see each other there.
  const { series, seriesNo, numbered } = await inTransaction(req, async () => {
    const series = (await req.payload.create({
      collection: 'equipment-booking-series',
      data: {
        seriesNo: `pending-${randomUUID()}`,
        member: member.id,
        equipment: equipment.id,
        repeat: input.rule.repeat,
        weekdays: input.rule.repeat === 'weekly' ? input.rule.weekdays.map((day) => String(day) as Weekday) : [],
        weeks: input.rule.weeks,
        firstDate: input.date,
        timeRange: timeRangeOf(slots),
        occurrences: days.length,
      },
      depth: 0,
      ...systemAccess('booking bookkeeping'),
      disableTransaction: true,
      req,
    })) as EquipmentBookingSery

    const write = (day: string) =>
      writeReservationRow(req, {
        ...input,
        date: day,
        memberId: member.id,
        companyId: companyIdOf(member),
        equipmentId: equipment.id,
        slots,
        pricing: pricingOf(quote),
        state: 'standby',
        history: [{ state: 'standby', at: new Date().toISOString(), by: member.id, reason: null }],
        seriesId: series.id,
      })
    let rows: EquipmentReservation[] = []
    for (const day of days) rows.push(await write(day))

    const keysOf = (row: EquipmentReservation) => slots.map((slot) => slotKey(equipment.id, row.useDate, slot.start))
    for (let attempt = 0; ; attempt++) {
      if (
        await takeSlotLocksOf(
          req,
          rows.flatMap((row) => keysOf(row).map((key) => ({ key, reservationId: row.id }))),
        )
      )
        break
      const held = await heldSlotKeys(
        req,
        rows.flatMap((row) => keysOf(row)),
      )
      const lost = rows.filter((row) => keysOf(row).some((key) => held.has(key)))
      const lostClashes = lost.map((row) => ({ date: row.useDate, ok: false, reason: equipmentMessages.alreadyBooked }))
      if (!input.partial || lost.length === rows.length || attempt === MAX_RETRIES) {
        await discardSeries(req, series.id, rows)
        throw new AppError(
          409,
          equipmentMessages.seriesClashes(
            clashList(lostClashes.length ? lostClashes : rows.map((row) => ({ date: row.useDate, ok: false, reason: equipmentMessages.alreadyBooked }))),
          ),
        )
      }
      await discardReservations(
        req,
        lost.map((row) => row.id),
      )
      skipped.push(...lostClashes)
      rows = rows.filter((row) => !lost.includes(row))
    }

    const numbered: EquipmentReservation[] = []
    for (const row of rows) numbered.push(await numberReservation(req, row))
    const seriesNo = `RS-${compactDay(kstDay(new Date(series.createdAt)))}-${String(series.id).padStart(4, '0')}`
    await runSqlWith(req, sql`UPDATE equipment_booking_series SET series_no = ${seriesNo}, occurrences = ${numbered.length} WHERE id = ${series.id}`)
    return { series, seriesNo, numbered }
  })

  const excess = await quotaRecheck(req, member.id, equipment, numbered, now)
  if (excess) {
    await discardSeries(req, series.id, numbered)
    throw new AppError(409, excess)
  }
  if (skipped.length > 0) {
    await req.payload.update({
      collection: 'equipment-booking-series',
      id: series.id,
      data: { skipped: skipped.sort((a, b) => a.date.localeCompare(b.date)).map(({ date, reason }) => ({ date, reason: reason ?? '' })) },
      depth: 0,
      ...systemAccess('booking bookkeeping'),
      disableTransaction: true,
      req,
    })
  }
  days = numbered.map((row) => row.useDate)
  await queueMemberNotice(req, member.id, {
    addressee: input.applicantName,
    subject: equipmentMessages.seriesSubject,
    facts: [
      `반복 예약번호: ${seriesNo}`,
      `장비: ${equipment.name}`,
      `이용 시간: ${timeRangeOf(slots)}`,
      `신청한 날짜(${days.length}건): ${days.map(formatSeoulDate).join(', ')}`,
      ...(skipped.length ? [`신청하지 못한 날짜: ${clashList(skipped)}`] : []),
      '상태: 신청 (날짜별로 승인 여부를 알려 드립니다)',
    ],
    followUp: '예약 내역은 마이페이지 > 장비 신청현황에서 확인하실 수 있습니다.',
  })
  return {
    id: series.id,
    seriesNo,
    reservations: numbered.map((row) => ({ id: row.id, reservationNo: row.reservationNo, useDate: row.useDate, timeRange: row.timeRange })),
    skipped,
  }
}

const discardSeries = async (req: PayloadRequest, seriesId: number, rows: EquipmentReservation[]) => {
  await discardReservations(
    req,
    rows.map((row) => row.id),
  )
  await req.payload.delete({ collection: 'equipment-booking-series', id: seriesId, ...systemAccess('booking bookkeeping'), disableTransaction: true, req })
}

/**
 * Cancels what the member may still cancel of a series, by the rules of one booking: a standby
 * occurrence is withdrawn, a confirmed one becomes a cancel request; the live ones left are listed
 * with why (begun, or past the notice). Staff settle the requests as they do single ones.
 */
export const cancelSeries = async (req: PayloadRequest, member: User, seriesId: number, reason: string | undefined): Promise<SeriesCancelData> => {
  const series = await req.payload.findByID({
    collection: 'equipment-booking-series',
    id: seriesId,
    depth: 0,
    overrideAccess: false,
    user: member,
    req,
    disableErrors: true,
  })
  if (!series || relationId(series.member) !== member.id) throw new AppError(404, equipmentMessages.seriesNotFound)
  const equipment = (await req.payload.findByID({
    collection: 'equipment',
    id: relationId(series.equipment),
    depth: 0,
    ...systemAccess('equipment of own bookings'),
    req,
  })) as Equipment
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where: { and: [{ series: { equals: seriesId } }, { state: { in: [...liveReservationStates] } }] },
    sort: 'startAt',
    pagination: false,
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    req,
  })
  const noticeHours = equipment.openingRules?.cancelNoticeHours ?? 24
  const result: SeriesCancelData = { cancelled: 0, requested: 0, kept: [] }
  for (const occurrence of docs) {
    const move = memberCancelMove(occurrence.state)
    const refusal = move
      ? memberTimingRefusal(move, new Date(occurrence.startAt), noticeHours, new Date())
      : equipmentMessages.seriesCancelState(labelOf(reservationStates, occurrence.state))
    if (!move || refusal) {
      result.kept.push({ reservationNo: occurrence.reservationNo, useDate: occurrence.useDate, reason: refusal ?? '' })
      continue
    }
    await changeReservationState(req, occurrence.id, move, { reason })
    if (move === 'cancel') result.cancelled += 1
    else result.requested += 1
  }
  return result
}
