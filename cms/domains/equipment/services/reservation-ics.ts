import type { PayloadRequest } from 'payload'
import { formatSeoulDate } from '../../../../contract/date-format'
import { icsCalendar } from '../ics'
import { equipmentMessages } from '../messages'
import { AppError } from '../../../platform/http/errors'
import { site } from '../../../../contract/site'
import type { User } from '../../../payload-types'
import { findReservationFor } from './my-reservations'

/** The .ics file of a confirmed booking, for the member's own calendar app. */
export const reservationIcs = async (req: PayloadRequest, user: User, id: number) => {
  const reservation = await findReservationFor(req, user, id)
  if (reservation.state !== 'confirm') throw new AppError(409, equipmentMessages.icsOnlyConfirmed)
  const host = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).host : 'portal.saesol.ac.kr'
  const body = icsCalendar(
    {
      uid: `${reservation.reservationNo}@${host}`,
      start: new Date(reservation.startAt),
      end: new Date(reservation.endAt),
      stamp: new Date(reservation.updatedAt),
      summary: `[장비예약] ${reservation.equipment.name}`,
      location: reservation.equipment.location ?? null,
      description: `예약번호 ${reservation.reservationNo}\n이용 시간 ${formatSeoulDate(reservation.useDate)} ${reservation.timeRange}\n${site.organizationName}`,
    },
    `-//${site.organizationName}//장비예약//KO`,
  )
  return { filename: `${reservation.reservationNo}.ics`, body }
}
