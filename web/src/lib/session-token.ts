import { SESSION_HINT_COOKIE } from '@contract/server-render'

/** True while the browser holds a refresh cookie, so POST /auth/refresh is worth a try. */
export const hasSessionCookie = () =>
  (globalThis.document?.cookie ?? '').split(';').some((part) => {
    const [name, value] = part.trim().split('=')
    return name === SESSION_HINT_COOKIE && Boolean(value)
  })

/** Reads the `exp` claim without verifying: the client only needs to know whether to renew. */
export const isExpiredToken = (token: string, now = Date.now()) => {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const { exp } = JSON.parse(json) as { exp?: unknown }
    return typeof exp === 'number' && exp * 1000 <= now
  } catch {
    return false
  }
}
