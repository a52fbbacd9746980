import type { Endpoint } from 'payload'
import { joinMessages } from '../../accounts/messages'
import { withCookies } from '../../services/auth/session'
import { ok, withEnvelope } from '../../lib/envelope'
import { joinMember } from '../../services/join/join-member'
import { isLoginIdTaken } from '../../services/join/member-lookups'
import { parseBody, parseQuery } from './request'
import type { CheckIdData } from '../../../contract/auth'
import { checkIdQuery, joinBody } from './schemas/join'

export const joinEndpoints: Endpoint[] = [
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
