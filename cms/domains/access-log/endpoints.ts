import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { parseBody } from '../../platform/http/request'
import { reviewBody } from './schemas'
import { checkAccessLogChain } from './services/check-chain'
import { markMonthReviewed } from './services/mark-reviewed'

/** The access log's admin calls (docs/api.md "개인정보 접속기록"): the chain check and the monthly 점검 완료. */
export const accessLogEndpoints: Endpoint[] = [
  {
    path: '/v1/access-logs/chain',
    method: 'get',
    handler: withEnvelope(async (req) => ok(await checkAccessLogChain(req))),
  },
  {
    path: '/v1/access-logs/reviews',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await markMonthReviewed(req, await parseBody(reviewBody, req)))),
  },
]
