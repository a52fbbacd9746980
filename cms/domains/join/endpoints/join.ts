import type { Endpoint } from 'payload'
import { withCookies } from '../../account'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { joinMember } from '../services/join-member'
import { checkLoginId } from '../services/member-lookups'
import { parseBody, parseQuery } from '../../../platform/http/request'
import type { CheckIdData } from '../../../../contract/auth'
import { checkIdQuery, joinBody } from '../schemas'

export const joinFormEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/check-id',
    method: 'get',
    handler: withEnvelope(async (req) => ok<CheckIdData>(await checkLoginId(req, parseQuery(checkIdQuery, req).login_id))),
  },
  {
    path: '/v1/join',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const input = await parseBody(joinBody, req)
      const { data, cookies } = await joinMember(req, input)
      return withCookies(ok(data), cookies)
    }),
  },
]
