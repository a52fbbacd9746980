import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, apiRequest, buildApiUrl, DEFAULT_LANGUAGE_CODE, REQUEST_TIMEOUT_MS } from '@/lib/api-client'
import { authStore } from '@/lib/auth-store'

const envelope = (code: number | string, message: string, data: unknown) =>
  new Response(JSON.stringify({ status: { code, message }, data }), {
    status: typeof code === 'number' && code >= 400 ? code : 200,
    headers: { 'Content-Type': 'application/json' },
  })

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  authStore.logout()
})

describe('api client', () => {
  it('unwraps data when status.code is the string "200"', async () => {
    fetchMock.mockResolvedValue(envelope('200', '성공', { list: [1, 2], cnt_total: 2, page_cnt: 1 }))
    await expect(api.get('/boards/notice/list')).resolves.toEqual({ list: [1, 2], cnt_total: 2, page_cnt: 1 })
  })

  it('unwraps data when status.code is the number 200', async () => {
    fetchMock.mockResolvedValue(envelope(200, '성공', [{ id: 1 }]))
    await expect(api.get('/main/benefit')).resolves.toEqual([{ id: 1 }])
  })

  it('throws ApiError with the server message when the body code is not 200, even over HTTP 200', async () => {
    fetchMock.mockResolvedValue(envelope('500', '처리 중 오류가 발생했습니다.', null))
    const error = await apiRequest('/main/main').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ httpStatus: 200, code: '500', message: '처리 중 오류가 발생했습니다.' })
  })

  it('throws ApiError carrying the HTTP status and Korean message of an error envelope', async () => {
    fetchMock.mockResolvedValue(envelope(404, '게시글을 찾을 수 없습니다.', null))
    await expect(api.get('/boards/notice/999')).rejects.toMatchObject({
      name: 'ApiError',
      httpStatus: 404,
      code: 404,
      message: '게시글을 찾을 수 없습니다.',
    })
  })

  it('throws ApiError when the response is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>gateway</html>', { status: 502 }))
    await expect(api.get('/main/benefit')).rejects.toMatchObject({ httpStatus: 502, code: 502 })
  })

  it('gives up after 10 seconds with a timeout ApiError', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const request = api.get('/boards/notice/list').catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(fetchMock).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    const error = await request
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ httpStatus: 0, code: 'TIMEOUT' })
  })

  it('keeps a caller abort as an abort instead of reporting a network error', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const controller = new AbortController()
    const request = api.get('/main/benefit', undefined, { signal: controller.signal })
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('reports an unreachable server as a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(api.get('/main/benefit')).rejects.toMatchObject({ httpStatus: 0, code: 'NETWORK' })
  })

  it('sends JSON Accept and the default language header, and the bearer token once logged in', async () => {
    fetchMock.mockImplementation(async () => envelope(200, '성공', null))
    await api.get('/main/benefit')
    const guestHeaders = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(guestHeaders).toMatchObject({ Accept: 'application/json', 'X-Language': DEFAULT_LANGUAGE_CODE })
    expect(guestHeaders.Authorization).toBeUndefined()

    authStore.login({ login_id: 'member1', user_nm: '김회원', role: 'member' }, 'token-123')
    await api.post('/inquiry/insertInquiry', { title: '문의' })
    const [, memberInit] = fetchMock.mock.calls[1] ?? []
    expect(memberInit?.headers).toMatchObject({ Authorization: 'Bearer token-123', 'Content-Type': 'application/json' })
    expect(memberInit?.method).toBe('POST')
    expect(memberInit?.body).toBe(JSON.stringify({ title: '문의' }))
  })

  it('builds /api/v1 URLs and leaves empty query values out', () => {
    expect(buildApiUrl('/boards/notice/list', { pageNum: 2, searchKeyword: '', searchType: undefined, category: 'event' })).toBe(
      '/api/v1/boards/notice/list?pageNum=2&category=event',
    )
    expect(buildApiUrl('/main/benefit')).toBe('/api/v1/main/benefit')
  })
})

describe('api client token renewal (docs/api.md 인증과 토큰)', () => {
  const member = { login_id: 'member1', user_nm: '김민준', role: 'member' as const }
  const signedIn = (accessToken: string) => envelope(200, '성공', { accessToken, expiresAt: '2030-01-01T00:00:00.000Z', userInfo: member })
  const expired = () => envelope(401, '로그인이 만료되었습니다. 다시 로그인해 주세요.', null)
  const tokenExpiringAt = (exp: number) => `header.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`
  const assign = vi.fn()
  const urlOf = (call: Parameters<typeof fetch>) => String(call[0])
  const authorizationOf = (call: Parameters<typeof fetch>) => (call[1]?.headers as Record<string, string>).Authorization

  beforeEach(() => {
    assign.mockReset()
    vi.stubGlobal('location', { pathname: '/myPage/equ', search: '?page=2', assign })
  })

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    vi.stubGlobal('document', { cookie: 'other=x; portal_session=1' })
    authStore.login(member, 'old-token')
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input)
      if (url === '/api/v1/auth/refresh') return signedIn('new-token')
      const auth = (init?.headers as Record<string, string>).Authorization
      return auth === 'Bearer new-token' ? envelope(200, '성공', { ok: true }) : expired()
    })

    await expect(api.get('/mypage/myPage')).resolves.toEqual({ ok: true })
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/v1/mypage/myPage', '/api/v1/auth/refresh', '/api/v1/mypage/myPage'])
    expect(authorizationOf(fetchMock.mock.calls[1]!)).toBeUndefined()
    expect(authStore.getState()).toMatchObject({ isLogin: true, accessToken: 'new-token' })
    expect(assign).not.toHaveBeenCalled()
  })

  it('shares one refresh between requests that fail together', async () => {
    vi.stubGlobal('document', { cookie: 'portal_session=1' })
    authStore.login(member, 'old-token')
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/v1/auth/refresh') return signedIn('new-token')
      const auth = (init?.headers as Record<string, string>).Authorization
      return auth === 'Bearer new-token' ? envelope(200, '성공', String(input)) : expired()
    })

    await Promise.all([api.get('/mypage/a'), api.get('/mypage/b'), api.get('/mypage/c')])
    expect(fetchMock.mock.calls.filter((call) => urlOf(call) === '/api/v1/auth/refresh')).toHaveLength(1)
  })

  it('logs out and sends the member to /login with the current page when the refresh is refused', async () => {
    vi.stubGlobal('document', { cookie: 'portal_session=1' })
    authStore.login(member, 'old-token')
    fetchMock.mockImplementation(async () => expired())

    await expect(api.get('/mypage/myPage')).rejects.toMatchObject({ httpStatus: 401, message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(authStore.getState().isLogin).toBe(false)
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FmyPage%2Fequ%3Fpage%3D2')
  })

  it('logs out without trying a refresh when there is no refresh cookie', async () => {
    vi.stubGlobal('document', { cookie: '' })
    authStore.login(member, 'old-token')
    fetchMock.mockImplementation(async () => expired())

    await expect(api.get('/mypage/myPage')).rejects.toMatchObject({ httpStatus: 401 })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(authStore.getState().isLogin).toBe(false)
    expect(assign).toHaveBeenCalledOnce()
  })

  it('treats a 400 as an expired session when the token has run out', async () => {
    vi.stubGlobal('document', { cookie: 'portal_session=1' })
    authStore.login(member, tokenExpiringAt(Math.floor(Date.now() / 1000) - 60))
    fetchMock
      .mockResolvedValueOnce(envelope(400, '요청 값이 올바르지 않습니다.', null))
      .mockResolvedValueOnce(signedIn('new-token'))
      .mockResolvedValueOnce(envelope(200, '성공', 'done'))

    await expect(api.post('/mypage/change-password', {})).resolves.toBe('done')
    expect(authorizationOf(fetchMock.mock.calls[2]!)).toBe('Bearer new-token')
  })

  it('shows a member the 400 of rejected input without refreshing or logging out', async () => {
    vi.stubGlobal('document', { cookie: 'portal_session=1' })
    authStore.login(member, tokenExpiringAt(Math.floor(Date.now() / 1000) + 600))
    fetchMock.mockResolvedValue(envelope(400, '비밀번호를 입력해 주세요.', null))

    await expect(api.post('/mypage/change-password', {})).rejects.toMatchObject({ httpStatus: 400, message: '비밀번호를 입력해 주세요.' })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(authStore.getState().isLogin).toBe(true)
  })

  it("leaves a guest's 400 and 401 as plain errors", async () => {
    vi.stubGlobal('document', { cookie: 'portal_session=1' })
    fetchMock.mockResolvedValueOnce(envelope(400, '아이디를 입력해 주세요.', null)).mockResolvedValueOnce(expired())

    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ httpStatus: 400 })
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ httpStatus: 401 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(assign).not.toHaveBeenCalled()
  })
})
