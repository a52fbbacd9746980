import { type PayloadRequest, ValidationError } from 'payload'
import { AppError } from '../../../platform/http/errors'
import { hashToken } from '../../account'
import { snsMessages } from '../messages'
import { OAUTH_STATE_TTL_SECONDS } from './state-cookie'
import { systemAccess } from '../../../platform/access/system-access'

/**
 * Uses up a callback's `state` for good: the signed cookie alone would let a copied callback be
 * replayed for ten minutes. The insert of its hash decides; states past their lifetime are swept here.
 */
export const consumeOAuthState = async (req: PayloadRequest, state: string) => {
  const now = Date.now()
  await req.payload.delete({
    collection: 'used-oauth-states',
    ...systemAccess('social sign-in'),
    req,
    where: { expiresAt: { less_than: new Date(now).toISOString() } },
  })
  try {
    await req.payload.create({
      collection: 'used-oauth-states',
      ...systemAccess('social sign-in'),
      req,
      data: { stateHash: hashToken(state), expiresAt: new Date(now + OAUTH_STATE_TTL_SECONDS * 1000).toISOString() },
    })
  } catch (error) {
    if (error instanceof ValidationError) throw new AppError(400, snsMessages.stateMismatch)
    throw error
  }
}
