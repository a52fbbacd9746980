import type { PayloadRequest } from 'payload'
import type { UtilisationData, UtilisationRow } from '../../../../contract/equipment-office'
import type { ReservationState } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { relationId } from '../../../platform/data/relation-id'
import type { EquipmentReservation } from '../../../payload-types'
import { chargeOf } from './charge'
import { openMinutesOfMonth } from './open-hours'
import { allEquipment, bookingsBetween, monthBounds, monthsEndingWith, slotMinutes } from './office-data'
import { toClosures, toOpeningRules } from './to-equipment'

/** States whose slots were taken from everyone else that month: booked time, used or not (미이용). */
const heldStates: ReservationState[] = ['confirm', 'cancel-ask', 'complete', 'no-show']

type Use = Pick<EquipmentReservation, 'slots' | 'pricing'> & { state: string }

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10

/** One equipment's month: booked ÷ open hours, completed uses, no-shows and the completed uses' charges. */
export const monthFigures = (openMinutes: number, uses: readonly Use[]) => {
  const booked = uses.reduce((total, use) => total + slotMinutes(use.slots), 0)
  const completed = uses.filter((use) => use.state === 'complete')
  return {
    openHours: hoursOf(openMinutes),
    bookedHours: hoursOf(booked),
    rate: openMinutes === 0 ? null : Math.round((booked / openMinutes) * 1000) / 10,
    completed: completed.length,
    noShows: uses.filter((use) => use.state === 'no-show').length,
    revenue: completed.reduce((total, use) => total + (chargeOf(use) ?? 0), 0),
  }
}

/**
 * The utilisation report (issue 31) for `months` months ending with `month`: per equipment and
 * month, from today's opening rules and closures and the holidays of the period.
 */
export const loadUtilisation = async (req: PayloadRequest, month: string, months: number): Promise<UtilisationData> => {
  requireStaff(req)
  const periods = monthsEndingWith(month, months)
  const first = monthBounds(periods[0]).first
  const { next } = monthBounds(month)
  const [equipment, bookings, holidays] = await Promise.all([
    allEquipment(req),
    bookingsBetween(req, first, next, heldStates),
    req.payload.find({
      collection: 'holidays',
      where: { and: [{ date: { greater_than_equal: first } }, { date: { less_than: next } }] },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      req,
    }),
  ])
  const holidayDays = new Set(holidays.docs.map((holiday) => holiday.date))
  const rows: UtilisationRow[] = []
  for (const item of equipment) {
    const facts = { rules: toOpeningRules(item), holidays: holidayDays, closures: toClosures(item) }
    const own = bookings.filter((booking) => relationId(booking.equipment) === item.id)
    for (const period of periods) {
      const uses = own.filter((booking) => booking.useDate.startsWith(period))
      rows.push({
        equipmentId: item.id,
        equipmentNo: item.equipmentNo,
        equipmentName: item.name,
        month: period,
        ...monthFigures(openMinutesOfMonth(facts, period), uses),
      })
    }
  }
  return { months: periods, rows }
}
