import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { getGreetingPage } from './services/get-greeting-page'
import { getIntroPage } from './services/get-intro-page'
import { getOrgChart } from './services/get-org-chart'
import { getSiteSettings } from './services/get-site-settings'
import { getVisionPage } from './services/get-vision-page'
import { routeParam } from '../../platform/http/request'

export const contentEndpoints: Endpoint[] = [
  { path: '/v1/site/settings', method: 'get', handler: withEnvelope(async (req) => ok(await getSiteSettings(req))) },
  { path: '/v1/pages/greeting', method: 'get', handler: withEnvelope(async (req) => ok(await getGreetingPage(req))) },
  { path: '/v1/pages/vision', method: 'get', handler: withEnvelope(async (req) => ok(await getVisionPage(req))) },
  { path: '/v1/pages/chart', method: 'get', handler: withEnvelope(async (req) => ok(await getOrgChart(req))) },
  {
    path: '/v1/pages/intro/:key',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await getIntroPage(req, routeParam(req, 'key')))),
  },
]
