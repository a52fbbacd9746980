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
