import { createHash } from 'node:crypto'
import { expect, inject } from 'vitest'
import type { ApiEnvelope } from '../../contract/envelope'

export const portalUrl = () => inject('portalUrl')

export type JsonResponse<T> = { httpStatus: number; body: T; headers: Headers }

/** A request to one portal process by its base URL (the two-process test talks to each). */
export const requestJsonAt = async <T>(base: string, path: string, init: RequestInit = {}): Promise<JsonResponse<T>> => {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  })
  const text = await response.text()
  return { httpStatus: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

export const requestJson = <T>(path: string, init: RequestInit = {}) => requestJsonAt<T>(portalUrl(), path, init)

/** GET an /api/v1 path and return the envelope. */
export const v1 = <T>(path: string, init?: RequestInit) => requestJson<ApiEnvelope<T>>(`/api/v1${path}`, init)

/**
 * The client address a test file acts from (X-Forwarded-For; the test servers trust loopback as their
 * proxy). Login and upload budgets are spent per address, and every file sharing 127.0.0.1 would
 * spend one budget between them, as if all members of the portal sat behind one computer; each file
 * is its own client instead, so only the tests that aim at a limit reach it.
 */
export const testClientAddress = () => {
  const [a, b] = createHash('sha256')
    .update(expect.getState().testPath ?? '')
    .digest()
  return `10.77.${a}.${b}`
}

/**
 * Logs in through Payload's own REST login and returns the JWT for an Authorization header, from the
 * test file's own client address unless `headers` name another.
 */
export const loginToken = async (username: string, password: string, headers: Record<string, string> = {}): Promise<string> => {
  const { httpStatus, body } = await requestJson<{ token?: string }>('/api/users/login', {
    method: 'POST',
    headers: { 'X-Forwarded-For': testClientAddress(), ...headers },
    body: JSON.stringify({ username, password }),
  })
  if (httpStatus !== 200 || !body.token) throw new Error(`login failed for ${username}: ${httpStatus}`)
  return body.token
}

export const bearer = (token: string) => ({ Authorization: `JWT ${token}` })

/** The portal's refresh cookie a response set, as a `Cookie` header value (`portal_refresh=…`); null when none. */
export const refreshCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('portal_refresh='))
    ?.split(';')[0] ?? null

/** A refusal: its Korean message first (it says why when the status is not the one expected), then its status. */
export const expectRefused = (response: { httpStatus: number; body: { status: { message: string } } }, httpStatus: number, message: string) => {
  expect(response.body.status.message).toBe(message)
  expect(response.httpStatus).toBe(httpStatus)
}
