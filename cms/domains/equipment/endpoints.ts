import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { hasStaffRole } from '../../platform/access/roles'
import { equipmentMessages } from './messages'
import { equipmentCategories } from '../../../contract/equipment-options'
import { memberCancelMove } from './transitions'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import { AppError } from '../../platform/http/errors'
import { daySlots, monthAvailability } from './services/availability'
import { changeReservationState } from './services/change-state'
import { createReservation } from './services/create-reservation'
import { equipmentDetail } from './services/equipment-detail'
import { listEquipment } from './services/list-equipment'
import { getReservation, listMyReservations } from './services/my-reservations'
import { reservationIcs } from './services/reservation-ics'
import { quoteBooking } from './services/quote-booking'
import { cancelSeries, checkSeries, createSeries } from './services/series'
import { mySuspension } from './services/no-shows'
import type { User } from '../../payload-types'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import type { EquipmentCategoryOption } from '../../../contract/equipment'
import {
  dayQuery,
  equipmentIdParam,
  equipmentListQuery,
  monthQuery,
  myReservationsQuery,
  quoteQuery,
  reasonBody,
  reservationBody,
  reservationIdParam,
  seriesBody,
  seriesCheckBody,
  seriesIdParam,
  stateChangeBody,
} from './schemas'

const equipmentId = (req: PayloadRequest) => equipmentIdParam.parse(routeParam(req, 'id'))
const reservationId = (req: PayloadRequest) => reservationIdParam.parse(routeParam(req, 'id'))

/** Shared equipment (docs/api.md "공동활용 장비"); static paths before `/:id` so they match first. */
export const equipmentEndpoints: Endpoint[] = [
  {
    path: '/v1/equipment/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(equipmentListQuery, req)
      const { list, total } = await listEquipment(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/equipment/categories',
    method: 'get',
    handler: withEnvelope(async () => ok<EquipmentCategoryOption[]>(equipmentCategories.map(({ value, label }) => ({ value, label })))),
  },
  {
    path: '/v1/equipment/reservations',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const reservation = await createReservation(req, member, await parseBody(reservationBody, req))
      return ok(await getReservation(req, member, reservation.id))
    }),
  },
  {
    path: '/v1/equipment/reservations/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getReservation(req, requireMember(req), reservationId(req)))),
  },
  {
    path: '/v1/equipment/reservations/:id/cancel',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const id = reservationId(req)
      const { reason } = await parseBody(reasonBody, req)
      const current = await getReservation(req, member, id)
      // A standby booking is withdrawn at once; a confirmed one becomes a request staff settle.
      await changeReservationState(req, id, memberCancelMove(current.state) ?? 'cancel', { reason })
      return ok(await getReservation(req, member, id))
    }),
  },
  {
    path: '/v1/equipment/reservations/:id/state',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      if (!hasStaffRole(user)) throw new AppError(403, equipmentMessages.staffOnly)
      const id = reservationId(req)
      const { to, reason } = await parseBody(stateChangeBody, req)
      await changeReservationState(req, id, to, { reason })
      return ok(await getReservation(req, user, id))
    }),
  },
  {
    path: '/v1/equipment/reservations/:id/ics',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { filename, body } = await reservationIcs(req, requireMember(req), reservationId(req))
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Cache-Control': 'no-store',
        },
      })
    }),
  },
  {
    path: '/v1/equipment/series/:id/cancel',
    method: 'patch',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const { reason } = await parseBody(reasonBody, req)
      return ok(await cancelSeries(req, member, seriesIdParam.parse(routeParam(req, 'id')), reason))
    }),
  },
  {
    path: '/v1/equipment/:id/series/check',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await checkSeries(req, requireMember(req), equipmentId(req), await parseBody(seriesCheckBody, req)))),
  },
  {
    path: '/v1/equipment/:id/series',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await createSeries(req, requireMember(req), equipmentId(req), await parseBody(seriesBody, req)))),
  },
  {
    path: '/v1/equipment/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await equipmentDetail(req, equipmentId(req)))),
  },
  {
    path: '/v1/equipment/:id/availability',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await monthAvailability(req, equipmentId(req), parseQuery(monthQuery, req).month))),
  },
  {
    path: '/v1/equipment/:id/quote',
    method: 'get',
    // Anyone may ask; a signed-in member of a 가족회사 sees their discount, a guest the plain price.
    handler: withEnvelope(async (req) => ok(await quoteBooking(req, (req.user as User | null) ?? null, equipmentId(req), parseQuery(quoteQuery, req)))),
  },
  {
    path: '/v1/equipment/:id/slots',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await daySlots(req, equipmentId(req), parseQuery(dayQuery, req).date))),
  },
  {
    path: '/v1/mypage/equ/suspension',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await mySuspension(req, requireMember(req).id))),
  },
  {
    path: '/v1/mypage/equ/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const query = parseQuery(myReservationsQuery, req)
      const { list, total } = await listMyReservations(req, member, query)
      return okList(list, total, query.pageSize)
    }),
  },
]
