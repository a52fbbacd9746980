import type { SignInData } from '@contract/auth'
import type { ApiEnvelope } from '@contract/envelope'
import { commonMessages } from '@/config/messages'
import { authStore } from './auth-store'
import { hasSessionCookie, isExpiredToken } from './session-token'

export const API_BASE = '/api/v1'
export const REQUEST_TIMEOUT_MS = 10_000
/** Spec §3/§7: the language header every call sends unless a caller asks for another code. */
export const DEFAULT_LANGUAGE_CODE = 'CD0000000127'

/** A failed /api/v1 call. `message` is the server's Korean message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly httpStatus: number,
    readonly code: number | string,
    message: string,
  ) {
    super(message)
  }
}

export const isSuccessCode = (code: unknown) => code === 200 || code === '200'

type QueryValue = string | number | boolean | null | undefined

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
  language?: string
  /** Extra headers of one call, e.g. the my-page profile token. */
  headers?: Record<string, string>
}

/** Empty in the browser (same origin); the server's own address when it renders a page (entry-server.tsx). */
let apiOrigin = ''
export const setApiOrigin = (origin: string) => {
  apiOrigin = origin
}

export const buildApiUrl = (path: string, query?: Record<string, QueryValue>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${apiOrigin}${API_BASE}${path}${search ? `?${search}` : ''}`
}

const readEnvelope = async <T>(response: Response): Promise<ApiEnvelope<T> | null> => {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as ApiEnvelope<T>
  } catch {
    return null
  }
}

type Sent<T> = { response: Response; envelope: ApiEnvelope<T> | null }

async function send<T>(path: string, options: RequestOptions, accessToken: string | null): Promise<Sent<T>> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const forwardAbort = () => controller.abort()
  if (options.signal?.aborted) controller.abort()
  options.signal?.addEventListener('abort', forwardAbort, { once: true })

  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Language': options.language ?? DEFAULT_LANGUAGE_CODE,
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`
  // A FormData body (file upload) brings its own multipart content type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

  try {
    const response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    })
    return { response, envelope: await readEnvelope<T>(response) }
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', commonMessages.requestTimeout)
    // A caller's own abort (React Query cancelling a stale request) must stay an AbortError.
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'NETWORK', commonMessages.networkError)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }
}

const toApiError = ({ response, envelope }: Sent<unknown>) =>
  new ApiError(response.status, envelope?.status?.code ?? response.status, envelope?.status?.message || commonMessages.requestFailed)

let refreshing: Promise<string | null> | null = null

/**
 * POST /auth/refresh with the HttpOnly refresh cookie; stores and returns the new access token, or
 * null when the server no longer knows the sign-in. Concurrent callers share one request.
 */
export const refreshSession = (): Promise<string | null> => {
  refreshing ??= send<SignInData>('/auth/refresh', { method: 'POST' }, null)
    .then(({ response, envelope }) => {
      if (!response.ok || !envelope?.data || !isSuccessCode(envelope.status?.code)) return null
      authStore.login(envelope.data.userInfo, envelope.data.accessToken)
      return envelope.data.accessToken
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** The session is over: forget it and ask for a login that comes back to this page. */
const endSession = () => {
  authStore.logout()
  const location = globalThis.location
  if (!location || location.pathname === '/login') return
  location.assign(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`)
}

/**
 * docs/api.md "인증과 토큰": the server answers a dead token with 401. A 400 counts as one only
 * when the token's own expiry has passed, so a member's rejected input is not sent twice.
 */
const isDeadToken = (httpStatus: number, accessToken: string) => httpStatus === 401 || (httpStatus === 400 && isExpiredToken(accessToken))

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = authStore.getState().accessToken
  let sent = await send<T>(path, options, sentToken)

  if (sentToken && isDeadToken(sent.response.status, sentToken)) {
    const current = authStore.getState().accessToken
    // Another request may have renewed the token while this one was under way.
    const renewed = current && current !== sentToken ? current : hasSessionCookie() ? await refreshSession() : null
    if (!renewed) {
      endSession()
      throw toApiError(sent)
    }
    sent = await send<T>(path, options, renewed)
  }

  const { response, envelope } = sent
  if (!response.ok || !envelope || !isSuccessCode(envelope.status?.code)) throw toApiError(sent)
  return envelope.data as T
}

/**
 * A non-JSON answer (an .ics or other file) fetched with the member's bearer token; errors still
 * arrive as an envelope and become an ApiError with the server's message.
 */
export async function apiDownload(path: string, headers: Record<string, string> = {}): Promise<Blob> {
  const accessToken = authStore.getState().accessToken
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { 'X-Language': DEFAULT_LANGUAGE_CODE, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}), ...headers },
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', commonMessages.networkError)
  })
  if (!response.ok) throw toApiError({ response, envelope: await readEnvelope(response) })
  return response.blob()
}

type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'>

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: CallOptions) => apiRequest<T>(path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE', body }),
}
