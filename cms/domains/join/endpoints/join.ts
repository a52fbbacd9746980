import type { Endpoint } from 'payload'
import { joinMessages } from '../messages'
import { withCookies } from '../../account'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { joinMember } from '../services/join-member'
import { isLoginIdTaken } from '../services/member-lookups'
import { parseBody, parseQuery } from '../../../platform/http/request'
import type { CheckIdData } from '../../../../contract/auth'
import { checkIdQuery, joinBody } from '../schemas'

export const joinFormEndpoints: Endpoint[] = [
  {
    path: '/v1/auth/check-id',
    method: 'get',
    handler: withEnvelope(async (req) => {
      const { login_id } = parseQuery(checkIdQuery, req)
      const available = !(await isLoginIdTaken(req, login_id))
      const data: CheckIdData = { login_id, available, message: available ? joinMessages.loginIdAvailable : joinMessages.loginIdTaken }
      return ok(data)
    }),
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
