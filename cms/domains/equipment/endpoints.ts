import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { hasStaffRole } from '../../platform/access/roles'
import { equipmentMessages } from './messages'
import { officeEndpoints } from './office-endpoints'
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
import { recordUsageLog } from './services/usage-log'
import { bookingStatement, monthlyStatement } from './services/statements'
import { statementPdf } from './services/statement-pdf'
import { acceptOffer, joinWaitlist, listMyWaits, withdrawWait } from './services/waitlist'
import {
  equipmentFeedStatus,
  feedCalendar,
  issueEquipmentFeed,
  issueMemberFeed,
  memberFeedStatus,
  revokeEquipmentFeed,
  revokeMemberFeed,
} from './services/calendar-feed'
import { cancelSeries, checkSeries, createSeries } from './services/series'
import { mySuspension } from './services/no-shows'
import type { User } from '../../payload-types'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import type { EquipmentCategoryOption } from '../../../contract/equipment'
import type { EquipmentStatement } from '../../../contract/equipment-statement'
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
  statementMonthParam,
  statementsQuery,
  usageLogBody,
  feedTokenParam,
  waitIdParam,
} from './schemas'

const equipmentId = (req: PayloadRequest) => equipmentIdParam.parse(routeParam(req, 'id'))
const reservationId = (req: PayloadRequest) => reservationIdParam.parse(routeParam(req, 'id'))
const waitId = (req: PayloadRequest) => waitIdParam.parse(routeParam(req, 'id'))

const calendarFile = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/** A statement as a PDF download, named by its number; never cached, as it carries a member's charges. */
const pdfResponse = async (statement: EquipmentStatement) =>
  new Response(new Uint8Array(await statementPdf(statement)), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${statement.statementNo}.pdf"`,
      'Cache-Control': 'no-store',
    },
  })

/** Shared equipment (docs/api.md "공동활용 장비"); static paths before `/:id` so they match first. */
export const equipmentEndpoints: Endpoint[] = [
  ...officeEndpoints,
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
    path: '/v1/equipment/reservations/:id/usage-log',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      const id = reservationId(req)
      await recordUsageLog(req, user, id, await parseBody(usageLogBody, req))
      return ok(await getReservation(req, user, id))
    }),
  },
  {
    path: '/v1/equipment/reservations/:id/statement',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await bookingStatement(req, requireMember(req), reservationId(req)))),
  },
  {
    path: '/v1/equipment/reservations/:id/statement.pdf',
    method: 'get',
    handler: withEnvelope(async (req) => pdfResponse(await bookingStatement(req, requireMember(req), reservationId(req)))),
  },
  {
    path: '/v1/equipment/statements',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { month, scope } = parseQuery(statementsQuery, req)
      return ok(await monthlyStatement(req, requireMember(req), month, scope))
    }),
  },
  {
    path: '/v1/equipment/statements/:month.pdf',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const user = requireMember(req)
      const { scope } = parseQuery(statementsQuery.pick({ scope: true }), req)
      return pdfResponse(await monthlyStatement(req, user, statementMonthParam.parse(routeParam(req, 'month')), scope))
    }),
  },
  {
    path: '/v1/equipment/reservations/:id/ics',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { filename, body } = await reservationIcs(req, requireMember(req), reservationId(req))
      return calendarFile(body, { 'Content-Disposition': `attachment; filename="${filename}"` })
    }),
  },
  {
    path: '/v1/equipment/waitlist',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await joinWaitlist(req, requireMember(req), await parseBody(reservationBody, req)))),
  },
  {
    // The secret address a calendar app subscribes to: no sign-in, the token is the key.
    path: '/v1/equipment/feed/:token',
    method: 'get',
    handler: withEnvelope(async (req) => calendarFile(await feedCalendar(req, feedTokenParam.parse(routeParam(req, 'token'))))),
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
  {
    path: '/v1/equipment/:id/feed',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await equipmentFeedStatus(req, equipmentId(req)))
    }),
  },
  {
    path: '/v1/equipment/:id/feed',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await issueEquipmentFeed(req, requireStaff(req), equipmentId(req)))),
  },
  {
    path: '/v1/equipment/:id/feed',
    method: 'delete',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await revokeEquipmentFeed(req, equipmentId(req)))
    }),
  },
  {
    path: '/v1/mypage/equ/waits',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await listMyWaits(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/equ/waits/:id/accept',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const reservation = await acceptOffer(req, member, waitId(req))
      return ok(await getReservation(req, member, reservation.id))
    }),
  },
  {
    path: '/v1/mypage/equ/waits/:id/withdraw',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await withdrawWait(req, requireMember(req), waitId(req)))),
  },
  {
    path: '/v1/mypage/equ/feed',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await memberFeedStatus(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/equ/feed',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await issueMemberFeed(req, requireMember(req)))),
  },
  {
    path: '/v1/mypage/equ/feed',
    method: 'delete',
    handler: withEnvelope(async (req) => ok(await revokeMemberFeed(req, requireMember(req).id))),
  },
]
