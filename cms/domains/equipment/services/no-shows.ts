import type { PayloadRequest } from 'payload'
import { formatSeoulDate, formatSeoulDateTime } from '../../../../contract/date-format'
import type { BookingSuspension } from '../../../../contract/equipment'
import { systemAccess } from '../../../platform/access/system-access'
import { AppError } from '../../../platform/http/errors'
import { queueMemberNotice } from '../../../platform/mail/member-notice'
import type { EquipmentBookingSuspension } from '../../../payload-types'
import { bookingPolicyOf } from './booking-policy'
import { equipmentMessages } from '../messages'

const DAY_MS = 24 * 60 * 60 * 1000

/** The suspension in force for the member (not lifted, not yet over), the one lasting longest. */
export const activeSuspension = async (req: PayloadRequest, memberId: number, now = new Date()): Promise<EquipmentBookingSuspension | null> => {
  const { docs } = await req.payload.find({
    collection: 'equipment-booking-suspensions',
    where: { and: [{ member: { equals: memberId } }, { lifted: { not_equals: true } }, { until: { greater_than: now.toISOString() } }] },
    sort: '-until',
    limit: 1,
    depth: 0,
    ...systemAccess('booking policy'),
    req,
  })
  return docs[0] ?? null
}

/** What the member is told while suspended: until when (a Seoul day) and why. */
export const mySuspension = async (req: PayloadRequest, memberId: number): Promise<BookingSuspension | null> => {
  const suspension = await activeSuspension(req, memberId)
  return suspension ? { until: suspension.until, reason: suspension.reason } : null
}

/** Refuses any booking of a suspended member, saying until when and why. */
export const refuseIfSuspended = async (req: PayloadRequest, memberId: number) => {
  const suspension = await activeSuspension(req, memberId)
  if (suspension) throw new AppError(403, equipmentMessages.suspended(formatSeoulDateTime(suspension.until), suspension.reason))
}

/**
 * After a booking became 미이용: counts the member's no-shows within the policy's window that began
 * after their last suspension did (one no-show never counts towards two suspensions) and, at the
 * limit, suspends booking of every piece of equipment for the policy's days and mails the member.
 */
export const suspendAfterNoShows = async (req: PayloadRequest, memberId: number, now = new Date()) => {
  const policy = await bookingPolicyOf(req)
  if (await activeSuspension(req, memberId, now)) return null
  const { docs: previous } = await req.payload.find({
    collection: 'equipment-booking-suspensions',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    ...systemAccess('booking policy'),
    req,
  })
  const windowStart = new Date(now.getTime() - policy.noShowWindowDays * DAY_MS).toISOString()
  const since = [windowStart, previous[0]?.createdAt ?? windowStart].sort().at(-1)!
  const { totalDocs } = await req.payload.count({
    collection: 'equipment-reservations',
    where: { and: [{ member: { equals: memberId } }, { state: { equals: 'no-show' } }, { startAt: { greater_than: since } }] },
    ...systemAccess('booking policy'),
    req,
  })
  if (totalDocs < policy.noShowLimit) return null
  const until = new Date(now.getTime() + policy.suspensionDays * DAY_MS)
  const reason = equipmentMessages.suspensionReason(policy.noShowWindowDays, totalDocs)
  const suspension = await req.payload.create({
    collection: 'equipment-booking-suspensions',
    data: { member: memberId, until: until.toISOString(), reason, noShows: totalDocs },
    depth: 0,
    ...systemAccess('booking bookkeeping'),
    req,
  })
  await queueMemberNotice(req, memberId, {
    subject: equipmentMessages.suspensionSubject,
    facts: [`정지 기간: ${formatSeoulDate(now)} ~ ${formatSeoulDateTime(until)}`, `정지 범위: 모든 공동활용 장비의 새 예약`],
    reason,
    followUp: equipmentMessages.suspensionFollowUp,
  })
  return suspension
}
