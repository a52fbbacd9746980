import type { Endpoint, PayloadRequest } from 'payload'
import { requireMember } from '../../platform/access/require-member'
import { requireStaff } from '../../platform/access/require-staff'
import { csvDownload } from '../../platform/http/csv-download'
import { ok, okList, withEnvelope } from '../../platform/http/envelope'
import { pagingQuery } from '../../platform/http/paging'
import { parseBody, parseQuery, routeParam } from '../../platform/http/request'
import { downloadReasonOf } from '../access-log'
import { checkInBody, eventIdParam, eventListQuery, registrationBody, registrationIdParam } from './schemas'
import { cancelRegistration } from './services/cancel-registration'
import { attendanceCertificate } from './services/certificate'
import { checkIn, checkInCounts } from './services/check-in'
import { exportEventRegistrations } from './services/export-registrations'
import { eventDetail, listEvents } from './services/read-events'
import { registerForEvent } from './services/register'
import { registrationTicket } from './services/ticket'
import { myRegistrations, ownRegistration, toRegistrations } from './services/to-registration'

const eventId = (req: PayloadRequest) => eventIdParam.parse(routeParam(req, 'id'))
const registrationId = (req: PayloadRequest) => registrationIdParam.parse(routeParam(req, 'id'))

/** 행사·세미나 (docs/api.md "행사·세미나"). The fixed paths come before `/v1/events/:id`. */
export const eventsEndpoints: Endpoint[] = [
  {
    path: '/v1/events/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(eventListQuery, req)
      const { list, total } = await listEvents(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/events/registrations/mine',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const query = parseQuery(pagingQuery, req)
      const { list, total } = await myRegistrations(req, member, query.pageNum, query.pageSize)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/events/registrations/:id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const [view] = await toRegistrations(req, [await ownRegistration(req, member, registrationId(req))])
      return ok(view)
    }),
  },
  {
    path: '/v1/events/registrations/:id/cancel',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await cancelRegistration(req, requireMember(req), registrationId(req)))),
  },
  {
    path: '/v1/events/registrations/:id/ticket',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await registrationTicket(req, requireMember(req), registrationId(req)))),
  },
  {
    path: '/v1/events/registrations/:id/certificate',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await attendanceCertificate(req, requireMember(req), registrationId(req)))),
  },
  {
    path: '/v1/events/:id',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await eventDetail(req, eventId(req)))),
  },
  {
    path: '/v1/events/:id/registrations',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const member = requireMember(req)
      const id = eventId(req)
      return ok(await registerForEvent(req, member, id, await parseBody(registrationBody, req)))
    }),
  },
  {
    path: '/v1/events/:id/check-in',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const staff = requireStaff(req)
      const id = eventId(req)
      return ok(await checkIn(req, staff, id, (await parseBody(checkInBody, req)).token))
    }),
  },
  {
    path: '/v1/events/:id/check-in/counts',
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await checkInCounts(req, eventId(req)))
    }),
  },
  {
    path: '/v1/events/:id/registrations/export',
    method: 'get',
    handler: withEnvelope(async (req) => {
      // Who asks comes before what they left out: a guest is told to sign in, not to give a reason.
      requireStaff(req)
      const file = await exportEventRegistrations(req, eventId(req), downloadReasonOf(req))
      return csvDownload(file, `event-${eventId(req)}-registrations.csv`)
    }),
  },
]
