import type { Endpoint } from 'payload'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { findIds } from './services/find-ids'
import { resetPassword } from './services/reset-password'
import { sendResetLink } from './services/send-reset-link'
import { parseBody } from '../../platform/http/request'
import { findIdBody, findPasswordBody, resetPasswordBody } from './schemas'

export const findAccountEndpoints: Endpoint[] = [
  { path: '/v1/auth/find-id', method: 'post', handler: withEnvelope(async (req) => ok(await findIds(req, await parseBody(findIdBody, req)))) },
  {
    path: '/v1/auth/find-password',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await sendResetLink(req, await parseBody(findPasswordBody, req)))),
  },
  {
    path: '/v1/auth/reset-password',
    method: 'post',
    handler: withEnvelope(async (req) => ok(await resetPassword(req, await parseBody(resetPasswordBody, req)))),
  },
]
