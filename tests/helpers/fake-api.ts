import { vi } from 'vitest'

/** One request the screen sent, as the fake API saw it. */
export type Sent = { method: string; path: string; query: URLSearchParams; body: unknown }
export type Answer = { status?: number; data?: unknown; message?: string }

const envelope = ({ status = 200, data = null, message = '성공' }: Answer) => Response.json({ status: { code: String(status), message }, data }, { status })

/**
 * An /api/v1 that answers "METHOD /path" from `answers` in the portal's envelope (404 in Korean for
 * anything unanswered) and records every request; install it in a beforeEach, after stubBrowser().
 */
export const fakeApi = () => {
  const sent: Sent[] = []
  const answers: Record<string, Answer | ((request: Sent) => Answer | Promise<Answer>)> = {}
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    }
    sent.push(request)
    const answer = answers[`${request.method} ${request.path}`]
    if (!answer) return envelope({ status: 404, message: '요청한 내용을 찾을 수 없습니다.' })
    return envelope(typeof answer === 'function' ? await answer(request) : answer)
  })
  const sentTo = (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path)
  return { sent, answers, sentTo }
}
