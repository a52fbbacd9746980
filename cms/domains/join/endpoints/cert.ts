import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { checkEmailCode, sendEmailCode } from '../services/email-cert'
import { joinMessages } from '../messages'
import { requireMember } from '../../../platform/access/require-member'
import { ok, withEnvelope } from '../../../platform/http/envelope'
import { AppError } from '../../../platform/http/errors'
import { spendRateLimit } from '../../../platform/security/rate-limits'
import { emailOwnerId } from '../services/member-lookups'
import { parseBody, queryOf } from '../../../platform/http/request'
import { certCheckBody, certSendInput } from '../schemas'

/** A code goes only to an address its purpose may use: a new one for join, not another member's for a change. */
const assertEmailUsable = async (req: PayloadRequest, email: string, purpose: 'join' | 'change-email') => {
  const ownerId = await emailOwnerId(req, email)
  if (purpose === 'join') {
    if (ownerId !== null) throw new AppError(409, joinMessages.emailTaken)
    return
  }
  const member = requireMember(req)
  if (ownerId !== null && ownerId !== member.id) throw new AppError(409, joinMessages.emailTakenByOther)
}

export const certEndpoints: Endpoint[] = [
  {
    path: '/v1/cert/send-mail',
    method: 'post',
    handler: withEnvelope(async (req) => {
      // Spec §7 puts the address in the query; a JSON body works too, and the query wins.
      const raw = await parseBody(z.unknown(), req)
      const body = raw && typeof raw === 'object' ? raw : {}
      const { email, purpose } = certSendInput.parse({ ...body, ...queryOf(req) })
      await spendRateLimit(req, 'cert', email)
      await assertEmailUsable(req, email, purpose)
      return ok(await sendEmailCode(req, email, purpose))
    }),
  },
  {
    path: '/v1/cert/check',
    method: 'post',
    handler: withEnvelope(async (req) => {
      const { email, code, purpose } = await parseBody(certCheckBody, req)
      await spendRateLimit(req, 'cert', email)
      return ok(await checkEmailCode(req, email, purpose, code))
    }),
  },
]
