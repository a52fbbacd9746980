import type { PayloadRequest } from 'payload'
import { snsMessages } from '../messages'
import { consumeOAuthState } from '../providers/consume-state'
import { fetchProfile } from '../providers/profile'
import { ProviderError } from '../providers/provider-error'
import { type ProviderConfig, redirectUri } from '../providers/providers'
import { completeSocialSignIn } from '../providers/social-sign-in'
import { readOAuthState } from '../providers/state-cookie'
import { exchangeCode } from '../providers/token-exchange'
import type { CallbackInput } from '../schemas'
import { AppError } from '../../../platform/http/errors'

/**
 * The provider's callback: the state must match this browser's cookie and is spent once; the code
 * becomes the provider's profile, which signs in, links or starts a join. Provider failures are
 * logged and answered in Korean without the provider's text.
 */
export const finishSocialSignIn = async (req: PayloadRequest, config: ProviderConfig, input: CallbackInput) => {
  const saved = readOAuthState(req)
  if (input.error) throw new AppError(400, snsMessages.denied)
  if (!saved || saved.provider !== config.provider || !input.state || saved.state !== input.state) {
    throw new AppError(400, snsMessages.stateMismatch)
  }
  if (!input.code) throw new AppError(400, snsMessages.codeRequired)
  await consumeOAuthState(req, saved.state)
  let profile
  try {
    const accessToken = await exchangeCode(config, {
      code: input.code,
      redirectUri: redirectUri(req, config),
      codeVerifier: saved.codeVerifier,
      state: saved.state,
    })
    profile = await fetchProfile(config, accessToken)
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    req.payload.logger.warn({ msg: `${config.provider} sign-in failed: ${error.detail}` })
    throw new AppError(502, snsMessages.providerFailed(config.label))
  }
  return completeSocialSignIn(req, config, saved, profile)
}
