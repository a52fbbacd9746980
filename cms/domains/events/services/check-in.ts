import type { PayloadRequest } from 'payload'
import { type CheckInCounts, type CheckInResult, type CheckInResultKind, checkInResults } from '../../../../contract/events'
import { labelOf } from '../../../../contract/equipment-options'
import { systemAccess } from '../../../platform/access/system-access'
import { maskKoreanMobile } from '../../../platform/phone'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import { allSql, sql } from '../../../platform/data/raw-sql'
import { relationId } from '../../../platform/data/relation-id'
import { notFound } from '../../../platform/http/errors'
import type { Event, EventRegistration, User } from '../../../payload-types'
import { eventMessages as msg } from '../messages'
import { nonceOfToken } from './ticket-token'

/** GET /api/v1/events/:id/check-in/counts: registered (confirmed or attended), checked in, waiting. */
export const checkInCounts = async (req: PayloadRequest, eventId: number): Promise<CheckInCounts> => {
  const rows = await allSql<{ status: string; n: number }>(
    req.payload,
    sql`SELECT status, COUNT(*) AS n FROM event_registrations WHERE event_id = ${eventId} GROUP BY status`,
  )
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
  return { registered: count('confirmed') + count('attended'), checkedIn: count('attended'), waiting: count('waiting') }
}

const staffEvent = async (req: PayloadRequest, staff: User, eventId: number) => {
  const event = (await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: false,
    user: staff,
    req,
    disableErrors: true,
  })) as Event | null
  if (!event) throw notFound(msg.eventNotFound)
  return event
}

const byNonce = async (req: PayloadRequest, nonce: string) => {
  const { docs } = await req.payload.find({
    collection: 'event-registrations',
    where: { ticketNonce: { equals: nonce } },
    limit: 1,
    depth: 0,
    // The nonce is a field no caller may read or query; staff reach it only by holding the signed token.
    ...systemAccess('event registrations'),
    req,
  })
  return docs[0] as EventRegistration | undefined
}

/**
 * POST /api/v1/events/:id/check-in (staff): the scanned token's answer. A token the server did not
 * sign, or whose registration is gone, is 유효하지 않은; a real ticket of another event is refused
 * without showing its holder; a cancelled or waiting one with its holder and the reason. A confirmed
 * one becomes 참석 in ONE conditional UPDATE (… WHERE checked_in_at IS NULL), so of two doors scanning
 * the same ticket at once exactly one gets 입장 처리 and the other 이미 입장 with the first time.
 */
export const checkIn = async (req: PayloadRequest, staff: User, eventId: number, token: string): Promise<CheckInResult> => {
  await staffEvent(req, staff, eventId)
  const answer = async (result: CheckInResultKind, registration: EventRegistration | null, checkedInAt: string | null = null): Promise<CheckInResult> => ({
    result,
    message: labelOf(checkInResults, result),
    attendee: registration ? { name: registration.name, affiliation: registration.affiliation, phone: maskKoreanMobile(registration.phone) } : null,
    checkedInAt,
    counts: await checkInCounts(req, eventId),
  })
  const nonce = nonceOfToken(req.payload.secret, token)
  const registration = nonce ? await byNonce(req, nonce) : undefined
  if (!registration) return answer('invalid', null)
  if (relationId(registration.event) !== eventId) return answer('otherEvent', null)
  if (registration.status === 'cancelled') return answer('cancelled', registration)
  if (registration.status === 'waiting') return answer('waiting', registration)
  if (registration.status === 'confirmed') {
    const at = new Date().toISOString()
    const won = await compareAndSet(
      req.payload,
      'event-registrations',
      registration.id,
      { status: 'confirmed', checkedInAt: null },
      { status: 'attended', checkedInAt: at, checkedInBy: staff.id },
    )
    if (won) return answer('checkedIn', registration, at)
  }
  const now = (await byNonce(req, nonce!))!
  // Cancelled in the same instant the door scanned it: the cancel won.
  if (now.status === 'cancelled') return answer('cancelled', now)
  return answer('already', now, now.checkedInAt ?? null)
}
