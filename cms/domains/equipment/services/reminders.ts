import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { systemAccess } from '../../../platform/access/system-access'
import { compareAndSet } from '../../../platform/data/compare-and-set'
import type { NotificationEvent } from '../../../../contract/notifications'
import { notifyOfNotice } from '../../notifications'
import { addDays, kstDateTime, kstDay } from '../../../platform/time/kst'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { equipmentMessages as m } from '../messages'
import { bookingPolicyOf, type BookingPolicy } from './booking-policy'

type ReminderPolicy = Pick<BookingPolicy, 'reminderDayBefore' | 'reminderHoursBefore'>

const HOUR_MS = 60 * 60 * 1000

/** The two reminders, each with the `remindersSent` date its claim sets. */
export type ReminderKind = 'dayBefore' | 'hoursBefore'
const sentField: Record<ReminderKind, 'dayBeforeAt' | 'twoHoursBeforeAt'> = { dayBefore: 'dayBeforeAt', hoursBefore: 'twoHoursBeforeAt' }

type Remindable = Pick<EquipmentReservation, 'startAt' | 'remindersSent'>

/**
 * Which reminders a confirmed booking is due at `now` and has not had: the day-before one from 09:00
 * (Seoul) of the day before — or later that day, when the booking was confirmed after nine or the job
 * ran late — and the N-hours one from N hours before the start. Neither once the booking has begun.
 */
export const remindersDue = (booking: Remindable, now: Date, policy: ReminderPolicy): ReminderKind[] => {
  const start = new Date(booking.startAt)
  if (start.getTime() <= now.getTime()) return []
  const due: ReminderKind[] = []
  const dayBefore = kstDay(start) === addDays(kstDay(now), 1) && kstDateTime(now).slice(11) >= '09:00'
  if (policy.reminderDayBefore && dayBefore && !booking.remindersSent?.dayBeforeAt) due.push('dayBefore')
  const hours = policy.reminderHoursBefore
  if (hours > 0 && start.getTime() - hours * HOUR_MS <= now.getTime() && !booking.remindersSent?.twoHoursBeforeAt) due.push('hoursBefore')
  return due
}

const reminderEvent: Record<ReminderKind, NotificationEvent> = { dayBefore: 'booking.reminder-day-before', hoursBefore: 'booking.reminder-hours-before' }

const reminderSubject = (kind: ReminderKind, policy: ReminderPolicy) =>
  kind === 'dayBefore' ? m.reminderDayBeforeSubject : m.reminderHoursBeforeSubject(policy.reminderHoursBefore)

/**
 * The reminder job: every confirmed booking starting within the next two days gets the reminders it is
 * due. Each is claimed first — `remindersSent.<kind>` set only while still empty, in one statement —
 * and mailed only by the run that set it, so two runs at once (two job processes, or Payload handing
 * one job to two workers) send one mail, not two. A claimed mail that then fails stays on the mail
 * queue's retries.
 */
export const sendDueReminders = async (req: PayloadRequest, now = new Date()) => {
  const policy = await bookingPolicyOf(req)
  const { docs } = await req.payload.find({
    collection: 'equipment-reservations',
    where: {
      and: [
        { state: { equals: 'confirm' } },
        { startAt: { greater_than: now.toISOString() } },
        { startAt: { less_than: new Date(now.getTime() + 48 * HOUR_MS).toISOString() } },
      ],
    },
    depth: 1,
    limit: 1000,
    pagination: false,
    ...systemAccess('booking reminders'),
    req,
  })
  let sent = 0
  for (const booking of docs as EquipmentReservation[]) {
    for (const kind of remindersDue(booking, now, policy)) {
      const claimed = await compareAndSet(
        req.payload,
        'equipment-reservations',
        booking.id,
        { [`remindersSent.${sentField[kind]}`]: null },
        { [`remindersSent.${sentField[kind]}`]: now.toISOString() },
      )
      if (!claimed) continue
      const equipment = booking.equipment as Equipment
      const notice = {
        addressee: booking.applicantName,
        subject: reminderSubject(kind, policy),
        facts: [
          `예약번호: ${booking.reservationNo}`,
          `장비: ${equipment.name}`,
          `이용일시: ${formatSeoulDate(booking.useDate)} ${booking.timeRange}`,
          ...(equipment.location ? [`장소: ${equipment.location}`] : []),
        ],
        followUp: m.reminderFollowUp,
      }
      await notifyOfNotice(req, {
        event: reminderEvent[kind],
        member: booking.member,
        notice,
        link: `/myPage/equ?id=${booking.id}`,
        variables: {
          예약번호: booking.reservationNo,
          장비: equipment.name,
          이용일시: `${formatSeoulDate(booking.useDate)} ${booking.timeRange}`,
          장소: equipment.location || '장비 안내 참조',
          시간: String(policy.reminderHoursBefore),
        },
        key: `booking:${booking.id}:${kind}`,
      })
      sent += 1
    }
  }
  return { sent }
}
