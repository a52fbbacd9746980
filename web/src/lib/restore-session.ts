import { refreshSession } from './api-client'
import { authStore } from './auth-store'
import { hasSessionCookie, isExpiredToken } from './session-token'

/**
 * Runs once before the first route guard. A new tab after "자동 로그인" has the refresh cookie but an
 * empty store; a tab reopened after a while has a stored token that has run out. Either way one
 * refresh settles who is logged in, so members-only pages neither detour through /login nor
 * start with a dead token. Without a refresh cookie a run-out session is over.
 */
export const restoreSession = async () => {
  const { isLogin, accessToken } = authStore.getState()
  const staleToken = isLogin && (!accessToken || isExpiredToken(accessToken))
  if (isLogin && !staleToken) return
  if (!hasSessionCookie()) {
    if (staleToken) authStore.logout()
    return
  }
  // Unreachable server: keep what is stored and let the first failing call decide.
  const renewed = await refreshSession().catch(() => undefined)
  if (renewed === null && staleToken) authStore.logout()
}
