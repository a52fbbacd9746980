import { refreshSession } from './api-client'
import { authStore } from './auth-store'
import { hasSessionCookie } from './session-token'

/**
 * A new tab after "자동 로그인" has the refresh cookie but an empty store: one refresh before the
 * first route guard runs, so members-only pages open without a detour through /login.
 */
export const restoreSession = async () => {
  if (authStore.getState().isLogin || !hasSessionCookie()) return
  await refreshSession().catch(() => null)
}
