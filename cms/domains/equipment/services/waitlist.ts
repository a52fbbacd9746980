import type { PayloadRequest } from 'payload'
import type { MyWaitRow, ReservationRequest } from '../../../../contract/equipment'
import { labelOf, openWaitlistStates, waitlistStates, type WaitlistState } from '../../../../contract/equipment-options'
import { formatSeoulDate, formatSeoulDateTime } from '../../../../contract/date-format'
import { systemAccess } from '../../../platform/access/system-access'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import { inSerialTransaction } from '../../../platform/data/raw-sql'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { publicOrigin } from '../../../platform/http/public-origin'
import { notifyOfNotice } from '../../notifications'
import { kstInstant } from '../../../platform/time/kst'
import type { Equipment, EquipmentReservation, EquipmentWaitlist, User } from '../../../payload-types'
import { equipmentMessages as m } from '../messages'
import { bookingPolicyOf } from './booking-policy'
import { checkBookingRules, createReservation, timeRangeOf } from './create-reservation'
import { findPublishedEquipment } from './find-equipment'
import { anySlotHeld, slotKey } from './slot-locks'

const WAITLIST = 'equipment-waitlist'
const HOUR_MS = 60 * 60 * 1000

const startsOf = (wait: Pick<EquipmentWaitlist, 'slotStarts'>) => wait.slotStarts.split(',')

const keysOf = (wait: EquipmentWaitlist) => startsOf(wait).map((start) => slotKey(relationId(wait.equipment), wait.useDate, start))

const overlaps = (a: Pick<EquipmentWaitlist, 'slotStarts'>, b: Pick<EquipmentWaitlist, 'slotStarts'>) =>
  startsOf(a).some((start) => startsOf(b).includes(start))

const moveWait = (req: PayloadRequest, id: number, from: WaitlistState, set: Record<string, string | number | null>) =>
  compareAndSet(req.payload, WAITLIST, id, { state: from }, { updatedAt: new Date().toISOString(), ...set })

/** Open waits of one piece of equipment on one day, first in line first. */
const openWaitsOf = async (req: PayloadRequest, equipmentId: number, day: string) =>
  (
    await req.payload.find({
      collection: WAITLIST,
      where: { and: [{ equipment: { equals: equipmentId } }, { useDate: { equals: day } }, { state: { in: [...openWaitlistStates] } }] },
      sort: ['createdAt', 'id'],
      depth: 0,
      pagination: false,
      ...systemAccess('waiting list'),
      req,
    })
  ).docs as EquipmentWaitlist[]

/** One of the caller's own waits (the collection's read access); anyone else's answers 404. */
const findOwnWait = async (req: PayloadRequest, member: User, id: number) => {
  const wait = (await req.payload.findByID({
    collection: WAITLIST,
    id,
    depth: 0,
    overrideAccess: false,
    user: member,
    req,
    disableErrors: true,
  })) as EquipmentWaitlist | null
  if (!wait) throw new AppError(404, m.waitNotFound)
  return wait
}

/**
 * 대기 신청: the member filled in the booking dialog for slots someone else holds. Every rule of a
 * booking applies now (so a wait that could never become a booking is refused at once), and at least
 * one chosen slot must be held: a free time is booked, not waited for.
 */
export const joinWaitlist = async (req: PayloadRequest, member: User, input: ReservationRequest): Promise<MyWaitRow> => {
  const { equipmentId: _equipmentId, date: _date, slots: _slots, ...request } = input
  const equipment = await findPublishedEquipment(req, input.equipmentId)
  const slots = [...(await checkBookingRules(req, member, equipment, input))].sort((a, b) => a.start.localeCompare(b.start))
  const slotStarts = slots.map((slot) => slot.start).join(',')
  if (
    !(await anySlotHeld(
      req,
      slots.map((slot) => slotKey(equipment.id, input.date, slot.start)),
    ))
  )
    throw new AppError(409, m.waitSlotsFree)
  const mine = await req.payload.count({
    collection: WAITLIST,
    where: {
      and: [
        { member: { equals: member.id } },
        { equipment: { equals: equipment.id } },
        { useDate: { equals: input.date } },
        { slotStarts: { equals: slotStarts } },
        { state: { in: [...openWaitlistStates] } },
      ],
    },
    ...systemAccess('waiting list'),
    req,
  })
  if (mine.totalDocs > 0) throw new AppError(409, m.waitDuplicate)
  const created = (await req.payload.create({
    collection: WAITLIST,
    data: {
      member: member.id,
      equipment: equipment.id,
      useDate: input.date,
      timeRange: timeRangeOf(slots),
      slotStarts,
      startAt: kstInstant(input.date, slots[0]!.start).toISOString(),
      state: 'waiting',
      request,
    },
    depth: 0,
    ...systemAccess('waiting list'),
    req,
  })) as EquipmentWaitlist
  return (await toWaitRows(req, [created], new Date()))[0]!
}

const offerMail = async (req: PayloadRequest, wait: EquipmentWaitlist, expiresAt: Date) => {
  const equipment = (await req.payload.findByID({
    collection: 'equipment',
    id: relationId(wait.equipment),
    depth: 0,
    ...systemAccess('waiting list'),
    req,
    disableErrors: true,
  })) as Equipment | null
  const notice = {
    addressee: wait.request.applicantName,
    subject: m.waitOfferSubject,
    facts: [`장비: ${equipment?.name ?? ''}`, `이용일시: ${formatSeoulDate(wait.useDate)} ${wait.timeRange}`, `확정 기한: ${formatSeoulDateTime(expiresAt)}`],
    followUp: m.waitOfferFollowUp(`${publicOrigin(req)}/myPage/equ`),
  }
  await notifyOfNotice(req, {
    event: 'waitlist.offered',
    member: wait.member,
    notice,
    link: '/myPage/equ',
    variables: { 장비: equipment?.name ?? '', 이용일시: `${formatSeoulDate(wait.useDate)} ${wait.timeRange}`, 확정기한: formatSeoulDateTime(expiresAt) },
    key: `waitlist:${wait.id}:offered:${expiresAt.toISOString()}`,
  })
}

/**
 * Moves the queue of one piece of equipment on one day: waits whose time has begun lapse, and each
 * wait whose slots are all free now — first in line first — is offered them by mail until the
 * deadline (policy `waitlistOfferHours`, never past the slot's start). Slots offered to an earlier
 * wait are kept for it, so a later one never jumps the line; a wait that needs a slot still held
 * simply waits on. Runs under one lock per equipment and day (an advisory lock across processes on
 * PostgreSQL), and every move is a conditional update besides.
 */
export const advanceWaitlist = async (req: PayloadRequest, equipmentId: number, day: string, now = new Date()) =>
  inSerialTransaction(req, `waitlist:${equipmentId}:${day}`, async () => {
    const waits = await openWaitsOf(req, equipmentId, day)
    const offered = waits.filter((wait) => wait.state === 'offered')
    let offers = 0
    for (const wait of waits) {
      if (wait.state !== 'waiting') continue
      if (new Date(wait.startAt).getTime() <= now.getTime()) {
        await moveWait(req, wait.id, 'waiting', { state: 'lapsed' })
        continue
      }
      if (offered.some((other) => overlaps(other, wait)) || (await anySlotHeld(req, keysOf(wait)))) continue
      const { waitlistOfferHours } = await bookingPolicyOf(req)
      const expiresAt = new Date(Math.min(now.getTime() + waitlistOfferHours * HOUR_MS, new Date(wait.startAt).getTime()))
      if (!(await moveWait(req, wait.id, 'waiting', { state: 'offered', offeredAt: now.toISOString(), offerExpiresAt: expiresAt.toISOString() }))) continue
      offered.push(wait)
      offers += 1
      await offerMail(req, wait, expiresAt)
    }
    return offers
  })

/**
 * After a booking left the live states (change-state.ts): its slots are free, so the waits for them
 * move. A failure here must not undo the cancellation already saved; the waitlist job moves the
 * queue again on its next run.
 */
export const offerFreedSlots = async (req: PayloadRequest, reservation: Pick<EquipmentReservation, 'equipment' | 'useDate'>) => {
  try {
    await advanceWaitlist(req, relationId(reservation.equipment), reservation.useDate)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'waiting list not advanced after freed slots' })
  }
}

/**
 * The waitlist job: offers past their deadline lapse, and every queue with open waits moves on — the
 * next in line gets the offer, and slots that freed while a process was down are offered too.
 */
export const runWaitlist = async (req: PayloadRequest, now = new Date()) => {
  const { docs: expired } = await req.payload.find({
    collection: WAITLIST,
    where: { and: [{ state: { equals: 'offered' } }, { offerExpiresAt: { less_than_equal: now.toISOString() } }] },
    depth: 0,
    limit: 500,
    ...systemAccess('waiting list'),
    req,
  })
  let lapsed = 0
  for (const wait of expired as EquipmentWaitlist[]) if (await moveWait(req, wait.id, 'offered', { state: 'lapsed' })) lapsed += 1
  const { docs: open } = await req.payload.find({
    collection: WAITLIST,
    where: { state: { equals: 'waiting' } },
    select: { equipment: true, useDate: true },
    depth: 0,
    limit: 2000,
    ...systemAccess('waiting list'),
    req,
  })
  const queues = new Map(
    open.map((wait) => [`${relationId(wait.equipment)}:${wait.useDate}`, { equipmentId: relationId(wait.equipment), day: wait.useDate as string }]),
  )
  let offered = 0
  for (const { equipmentId, day } of queues.values()) offered += await advanceWaitlist(req, equipmentId, day, now)
  return { lapsed, offered }
}

/**
 * 예약 확정: the offer is taken first (offered → accepted, conditional, so the lapse job and a second
 * click cannot both win), then the stored request is booked through the normal booking service with
 * every rule. The offer does not hold the slot (docs/decisions.md): if someone booked it meanwhile, the
 * wait goes back in line with its place; any other refusal gives the offer back until its deadline.
 */
export const acceptOffer = async (req: PayloadRequest, member: User, id: number) => {
  const wait = await findOwnWait(req, member, id)
  if (wait.state !== 'offered') throw new AppError(409, m.waitNotOffered)
  if (!wait.offerExpiresAt || new Date(wait.offerExpiresAt).getTime() <= Date.now()) throw new AppError(409, m.waitOfferExpired)
  if (!(await moveWait(req, id, 'offered', { state: 'accepted' }))) throw new AppError(409, m.waitNotOffered)
  try {
    const reservation = await createReservation(req, member, {
      ...wait.request,
      equipmentId: relationId(wait.equipment),
      date: wait.useDate,
      slots: startsOf(wait),
    })
    await compareAndSet(req.payload, WAITLIST, id, { state: 'accepted' }, { reservation: reservation.id })
    return reservation
  } catch (error) {
    const taken = error instanceof AppError && error.httpStatus === 409
    await moveWait(req, id, 'accepted', taken ? { state: 'waiting', offeredAt: null, offerExpiresAt: null } : { state: 'offered' })
    if (taken) throw new AppError(409, m.waitTakenMeanwhile)
    throw error
  }
}

/** 대기 취소 by the member; an offer given back passes to the next in line at once. */
export const withdrawWait = async (req: PayloadRequest, member: User, id: number): Promise<MyWaitRow> => {
  const wait = await findOwnWait(req, member, id)
  if (!openWaitlistStates.includes(wait.state) || !(await moveWait(req, id, wait.state, { state: 'withdrawn' }))) throw new AppError(409, m.waitNotWithdrawable)
  if (wait.state === 'offered') await advanceWaitlist(req, relationId(wait.equipment), wait.useDate)
  return (await toWaitRows(req, [await findOwnWait(req, member, id)], new Date()))[0]!
}

/** Where each open wait stands: 1 + the open waits before it on any of its slots. */
const positionsOf = async (req: PayloadRequest, waits: EquipmentWaitlist[]) => {
  const positions = new Map<number, number>()
  const queues = new Map<string, EquipmentWaitlist[]>()
  for (const wait of waits.filter((one) => one.state === 'waiting')) {
    const key = `${relationId(wait.equipment)}:${wait.useDate}`
    if (!queues.has(key)) queues.set(key, await openWaitsOf(req, relationId(wait.equipment), wait.useDate))
    const queue = queues.get(key)!
    const index = queue.findIndex((other) => other.id === wait.id)
    positions.set(wait.id, queue.slice(0, Math.max(index, 0)).filter((other) => overlaps(other, wait)).length + 1)
  }
  return positions
}

const toWaitRows = async (req: PayloadRequest, waits: EquipmentWaitlist[], now: Date): Promise<MyWaitRow[]> => {
  const ids = [...new Set(waits.map((wait) => relationId(wait.equipment)))]
  const { docs } = await req.payload.find({
    collection: 'equipment',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    pagination: false,
    ...systemAccess('equipment of own bookings'),
    req,
  })
  const names = new Map(docs.map((equipment) => [equipment.id, equipment.name as string]))
  const positions = await positionsOf(req, waits)
  return waits.map((wait) => {
    const live = wait.state === 'offered' && !!wait.offerExpiresAt && new Date(wait.offerExpiresAt).getTime() > now.getTime()
    return {
      id: wait.id,
      equipmentId: relationId(wait.equipment),
      equipmentName: names.get(relationId(wait.equipment)) ?? '',
      date: wait.useDate,
      timeRange: wait.timeRange,
      state: wait.state,
      stateLabel: labelOf(waitlistStates, wait.state),
      position: positions.get(wait.id) ?? null,
      offerExpiresAt: wait.state === 'offered' ? (wait.offerExpiresAt ?? null) : null,
      createdAt: wait.createdAt,
      canWithdraw: openWaitlistStates.includes(wait.state),
      canAccept: live,
    }
  })
}

/** The member's waits for /myPage/equ, newest first (the last 100). */
export const listMyWaits = async (req: PayloadRequest, member: User): Promise<MyWaitRow[]> => {
  const { docs } = await req.payload.find({
    collection: WAITLIST,
    where: { member: { equals: member.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 100,
    overrideAccess: false,
    user: member,
    req,
  })
  return toWaitRows(req, docs as EquipmentWaitlist[], new Date())
}

/** A withdrawing member's waits are deleted: they hold the name and contact typed into the booking form. */
export const dropWaitsOf = async (req: PayloadRequest, memberId: number) => {
  const { docs } = await req.payload.delete({ collection: WAITLIST, where: { member: { equals: memberId } }, depth: 0, ...systemAccess('waiting list'), req })
  const queues = new Map(
    (docs as EquipmentWaitlist[]).filter((wait) => wait.state === 'offered').map((wait) => [`${relationId(wait.equipment)}:${wait.useDate}`, wait]),
  )
  for (const wait of queues.values()) await advanceWaitlist(req, relationId(wait.equipment), wait.useDate)
}
