import type { Endpoint } from 'payload'
import { ok, okList, withEnvelope } from '../../../platform/http/envelope'
import { getTour } from '../services/tours/get-tour'
import { listTours, toursOfAttraction } from '../services/tours/list-tours'
import { parseQuery, routeParam } from '../../../platform/http/request'
import { gdsUid } from '../schemas/attractions'
import { tourListQuery, tourUid } from '../schemas/tours'

/** Recommended tours (docs/api.md "여행 (레거시)"); the attraction path before `/:tourUid` so it matches first. */
export const tourEndpoints: Endpoint[] = [
  {
    path: '/v1/recommendTour/list',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const query = parseQuery(tourListQuery, req)
      const { list, total } = await listTours(req, query)
      return okList(list, total, query.pageSize)
    }),
  },
  {
    path: '/v1/recommendTour/detail/attraction/:gdsUid',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await toursOfAttraction(req, gdsUid.parse(routeParam(req, 'gdsUid'))))),
  },
  {
    path: '/v1/recommendTour/detail/:tourUid',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getTour(req, tourUid.parse(routeParam(req, 'tourUid'))))),
  },
]
