import type { PayloadRequest } from 'payload'
import type { SnsAuthorizeData } from '../../../../contract/auth'
import { requireMember } from '../../../platform/access/require-member'
import { createAuthorizationUrl } from '../providers/authorization-url'
import { type ProviderConfig, redirectUri } from '../providers/providers'
import { oauthStateCookie } from '../providers/state-cookie'
import type { AuthorizeInput } from '../schemas'

/**
 * The provider's consent URL and the state cookie that ties its callback to this browser. Linking a
 * provider to an account needs the member signed in; signing in does not.
 */
export const startSocialSignIn = (req: PayloadRequest, config: ProviderConfig, { mode, redirect }: AuthorizeInput) => {
  const userId = mode === 'link' ? requireMember(req).id : undefined
  const { url, state, codeVerifier } = createAuthorizationUrl(config, redirectUri(req, config))
  const cookie = oauthStateCookie({ provider: config.provider, state, codeVerifier, mode, userId, redirect })
  const data: SnsAuthorizeData = { url }
  return { data, cookies: [cookie] }
}
