import { createHash, randomBytes } from 'node:crypto'
import type { PayloadRequest, Where } from 'payload'
import type { CalendarFeedData } from '../../../../contract/equipment'
import { labelOf, reservationStates, type ReservationState } from '../../../../contract/equipment-options'
import { formatSeoulDate } from '../../../../contract/date-format'
import { site } from '../../../../contract/site'
import { systemAccess } from '../../../platform/access/system-access'
import { isUniqueViolation } from '../../../platform/data/raw-sql'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { publicOrigin } from '../../../platform/http/public-origin'
import type { Equipment, EquipmentCalendarFeed, EquipmentReservation, User } from '../../../payload-types'
import { maskName } from '../../member-boards'
import { icsCalendarOf, type IcsEvent } from '../ics'
import { equipmentMessages as m } from '../messages'
import { findPublishedEquipment } from './find-equipment'

const FEEDS = 'equipment-calendar-feeds'
const DAY_MS = 24 * 60 * 60 * 1000
/** How far back a feed reaches: calendar apps keep what they once saw, so older bookings add nothing. */
const FEED_HISTORY_DAYS = 180

/** The feed's owner: a member's own bookings, or (staff) every booking of one piece of equipment. */
type FeedOwner = { member: number } | { equipment: number }

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const feedUrl = (req: PayloadRequest, token: string) => `${publicOrigin(req)}/api/v1/equipment/feed/${token}.ics`

const ownerWhere = (owner: FeedOwner): Where => ('member' in owner ? { member: { equals: owner.member } } : { equipment: { equals: owner.equipment } })

const findFeed = async (req: PayloadRequest, owner: FeedOwner) =>
  (await req.payload.find({ collection: FEEDS, where: ownerWhere(owner), depth: 0, limit: 1, ...systemAccess('calendar feed'), req })).docs[0] as
    EquipmentCalendarFeed | undefined

/** Revoking deletes the row: its address answers 404 from then on. */
const revoke = (req: PayloadRequest, owner: FeedOwner) =>
  req.payload.delete({ collection: FEEDS, where: ownerWhere(owner), ...systemAccess('calendar feed'), req })

/**
 * A new secret address for the owner, replacing the old one (which stops working at once). The token
 * is 32 random bytes; only its SHA-256 is stored, so the address is shown this once. Two issues at
 * once: the owner's UNIQUE column lets one row stand, and the loser tries again over it.
 */
const issue = async (req: PayloadRequest, owner: FeedOwner, issuedBy: User): Promise<CalendarFeedData> => {
  const token = randomBytes(32).toString('base64url')
  for (let attempt = 0; ; attempt += 1) {
    await revoke(req, owner)
    try {
      const created = await req.payload.create({
        collection: FEEDS,
        data: { ...owner, tokenHash: hashOf(token), issuedBy: issuedBy.id },
        depth: 0,
        ...systemAccess('calendar feed'),
        req,
      })
      return { active: true, issuedAt: created.createdAt, url: feedUrl(req, token) }
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error
    }
  }
}

const statusOf: Partial<Record<ReservationState, IcsEvent['status']>> = {
  standby: 'TENTATIVE',
  'cancel-ask': 'TENTATIVE',
  reject: 'CANCELLED',
  cancel: 'CANCELLED',
}

const toEvent = (reservation: EquipmentReservation, equipment: Equipment, host: string, who: string | null): IcsEvent => ({
  uid: `${reservation.reservationNo}@${host}`,
  start: new Date(reservation.startAt),
  end: new Date(reservation.endAt),
  stamp: new Date(reservation.updatedAt),
  summary: `[${labelOf(reservationStates, reservation.state)}] ${equipment.name}${who ? ` · ${who}` : ''}`,
  location: equipment.location ?? null,
  description: `예약번호 ${reservation.reservationNo}\n이용 시간 ${formatSeoulDate(reservation.useDate)} ${reservation.timeRange}\n상태 ${labelOf(reservationStates, reservation.state)}\n${site.organizationName}`,
  status: statusOf[reservation.state] ?? 'CONFIRMED',
})

/**
 * GET /api/v1/equipment/feed/{token}.ics: the subscribed calendar, read fresh on every fetch so it
 * follows each state change. A member's feed holds only their own bookings; an equipment feed names
 * its members masked (김*수), as staff would show it on a shared screen. Unknown or revoked → 404.
 */
export const feedCalendar = async (req: PayloadRequest, token: string) => {
  const feed = (
    await req.payload.find({ collection: FEEDS, where: { tokenHash: { equals: hashOf(token) } }, depth: 0, limit: 1, ...systemAccess('calendar feed'), req })
  ).docs[0] as EquipmentCalendarFeed | undefined
  if (!feed) throw new AppError(404, m.feedNotFound)
  const memberId = feed.member ? relationId(feed.member) : null
  const since = new Date(Date.now() - FEED_HISTORY_DAYS * DAY_MS).toISOString()
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where: {
      and: [memberId ? { member: { equals: memberId } } : { equipment: { equals: relationId(feed.equipment!) } }, { startAt: { greater_than_equal: since } }],
    },
    sort: 'startAt',
    depth: 0,
    limit: 2000,
    pagination: false,
    ...systemAccess('calendar feed'),
    req,
  })
  const reservations = docs as EquipmentReservation[]
  const ids = [...new Set(reservations.map((reservation) => relationId(reservation.equipment)))]
  const { docs: equipment } = await req.payload.find({
    collection: 'equipment',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    ...systemAccess('calendar feed'),
    req,
  })
  const byId = new Map((equipment as Equipment[]).map((one) => [one.id, one]))
  const host = new URL(publicOrigin(req)).host
  const events = reservations.map((reservation) =>
    toEvent(reservation, byId.get(relationId(reservation.equipment))!, host, memberId ? null : maskName(reservation.applicantName)),
  )
  const name = memberId ? `${site.organizationName} 장비 예약` : `${byId.get(relationId(feed.equipment!))?.name ?? ''} 예약`
  return icsCalendarOf(events, `-//${site.organizationName}//장비예약//KO`, name)
}

/** Whether the member has a feed, and since when (the address itself is not kept). */
export const memberFeedStatus = async (req: PayloadRequest, member: User): Promise<CalendarFeedData> => {
  const feed = await findFeed(req, { member: member.id })
  return { active: !!feed, issuedAt: feed?.createdAt ?? null, url: null }
}

export const issueMemberFeed = (req: PayloadRequest, member: User) => issue(req, { member: member.id }, member)

export const revokeMemberFeed = async (req: PayloadRequest, memberId: number): Promise<CalendarFeedData> => {
  await revoke(req, { member: memberId })
  return { active: false, issuedAt: null, url: null }
}

/** Staff: the feed of every booking of one piece of equipment (the admin's 캘린더 구독 on the equipment). */
export const issueEquipmentFeed = async (req: PayloadRequest, staff: User, equipmentId: number) => {
  const equipment = await findPublishedEquipment(req, equipmentId)
  return issue(req, { equipment: equipment.id }, staff)
}

export const revokeEquipmentFeed = async (req: PayloadRequest, equipmentId: number): Promise<CalendarFeedData> => {
  await revoke(req, { equipment: equipmentId })
  return { active: false, issuedAt: null, url: null }
}

export const equipmentFeedStatus = async (req: PayloadRequest, equipmentId: number): Promise<CalendarFeedData> => {
  const feed = await findFeed(req, { equipment: equipmentId })
  return { active: !!feed, issuedAt: feed?.createdAt ?? null, url: null }
}
