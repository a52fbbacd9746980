import type { PayloadRequest } from 'payload'
import type { UtilisationData, UtilisationRow } from '../../../../contract/equipment-office'
import type { ReservationState } from '../../../../contract/equipment-options'
import { requireStaff } from '../../../platform/access/require-staff'
import { relationId } from '../../../platform/data/relation-id'
import type { Equipment, EquipmentReservation } from '../../../payload-types'
import { chargeOf } from './charge'
import { openMinutesOfMonth } from './open-hours'
import { allEquipment, bookingsBetween, monthBounds, monthsEndingWith, slotMinutes } from './office-data'
import { toClosures, toOpeningRules } from './to-equipment'

/** States whose slots were taken from everyone else that month: booked time, used or not (미이용). */
export const heldStates: ReservationState[] = ['confirm', 'cancel-ask', 'complete', 'no-show']

type Use = Pick<EquipmentReservation, 'slots' | 'pricing'> & { state: string }

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10

/** One equipment's month: booked ÷ open hours, completed uses, no-shows and the completed uses' charges. */
export const monthFigures = (openMinutes: number, uses: readonly Use[]) => {
  const booked = uses.reduce((total, use) => total + slotMinutes(use.slots), 0)
  const completed = uses.filter((use) => use.state === 'complete')
  return {
    openHours: hoursOf(openMinutes),
    bookedHours: hoursOf(booked),
    rate: utilisationRate(booked, openMinutes),
    completed: completed.length,
    noShows: uses.filter((use) => use.state === 'no-show').length,
    revenue: completed.reduce((total, use) => total + (chargeOf(use) ?? 0), 0),
  }
}

/** Booked ÷ open minutes as a percentage with one decimal; null when the equipment was never open. */
export const utilisationRate = (bookedMinutes: number, openMinutes: number) =>
  openMinutes === 0 ? null : Math.round((bookedMinutes / openMinutes) * 1000) / 10

type OpenMonths = { equipment: Equipment; openMinutes: Map<string, number> }

/**
 * Each equipment's open minutes per month of `periods`, from today's opening rules and closures and
 * the holidays of the period: the denominator of 가동률, which the utilisation report and the
 * office's statistics (issue 34) share.
 */
export const openMinutesByMonth = async (req: PayloadRequest, periods: readonly string[]): Promise<OpenMonths[]> => {
  const first = monthBounds(periods[0]).first
  const { next } = monthBounds(periods[periods.length - 1])
  const [equipment, holidays] = await Promise.all([
    allEquipment(req),
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
  return equipment.map((item) => {
    const facts = { rules: toOpeningRules(item), holidays: holidayDays, closures: toClosures(item) }
    return { equipment: item, openMinutes: new Map(periods.map((period) => [period, openMinutesOfMonth(facts, period)])) }
  })
}

/**
 * The utilisation report (issue 31) for `months` months ending with `month`: per equipment and
 * month, from today's opening rules and closures and the holidays of the period.
 */
export const loadUtilisation = async (req: PayloadRequest, month: string, months: number): Promise<UtilisationData> => {
  requireStaff(req)
  const periods = monthsEndingWith(month, months)
  const [open, bookings] = await Promise.all([
    openMinutesByMonth(req, periods),
    bookingsBetween(req, monthBounds(periods[0]).first, monthBounds(month).next, heldStates),
  ])
  const rows: UtilisationRow[] = []
  for (const { equipment: item, openMinutes } of open) {
    const own = bookings.filter((booking) => relationId(booking.equipment) === item.id)
    for (const period of periods) {
      const uses = own.filter((booking) => booking.useDate.startsWith(period))
      rows.push({
        equipmentId: item.id,
        equipmentNo: item.equipmentNo,
        equipmentName: item.name,
        month: period,
        ...monthFigures(openMinutes.get(period) ?? 0, uses),
      })
    }
  }
  return { months: periods, rows }
}
