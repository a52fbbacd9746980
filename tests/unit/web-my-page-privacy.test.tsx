import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConsentOverview } from '@contract/privacy'
import { ConsentHistory } from '@/features/my-page/components/consent-history'
import { MyDataDownload } from '@/features/my-page/components/my-data-download'
import { authStore } from '@/lib/auth-store'
import { renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

const overview = (agreedUse: string | null): ConsentOverview => ({
  status: [
    { kind: 'use', kindLabel: '이용약관', currentVersion: '제3판', agreedVersion: agreedUse, agreed: agreedUse !== null, needsConsent: agreedUse !== '제3판' },
    { kind: 'privacy', kindLabel: '개인정보 수집·이용', currentVersion: '제2판', agreedVersion: '제2판', agreed: true, needsConsent: false },
    { kind: 'marketing', kindLabel: '소식 메일 수신', currentVersion: null, agreedVersion: null, agreed: false, needsConsent: false },
  ],
  history: [
    ...(agreedUse === '제3판'
      ? [
          {
            id: 4,
            kind: 'use' as const,
            kindLabel: '이용약관',
            termsVersion: '제3판',
            agreed: true,
            source: 'reconsent' as const,
            sourceLabel: '개정 약관 동의',
            at: '2026-11-26T03:00:00.000Z',
          },
        ]
      : []),
    {
      id: 3,
      kind: 'marketing',
      kindLabel: '소식 메일 수신',
      termsVersion: null,
      agreed: false,
      source: 'mypage',
      sourceLabel: '마이페이지',
      at: '2026-11-20T01:30:00.000Z',
    },
    { id: 1, kind: 'use', kindLabel: '이용약관', termsVersion: '제2판', agreed: true, source: 'join', sourceLabel: '회원가입', at: '2026-03-02T00:00:00.000Z' },
  ],
})

type Sent = { url: string; method: string; body: unknown; headers: Headers }
let sent: Sent[] = []
let agreedUse: string | null = '제2판'

const envelope = (data: unknown) => Response.json({ status: { code: '200', message: '성공' }, data })

beforeEach(() => {
  stubBrowser()
  sent = []
  agreedUse = '제2판'
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input)
    sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null, headers: new Headers(init.headers) })
    if (url.includes('/mypage/consents') && init.method === 'POST') {
      agreedUse = '제3판'
      return envelope(overview(agreedUse))
    }
    if (url.includes('/mypage/consents')) return envelope(overview(agreedUse))
    if (url.includes('/mypage/my-data')) return new Response('{"loginId":"member1"}', { headers: { 'Content-Type': 'application/json' } })
    return new Response('{}', { status: 404 })
  })
  authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, 'access-token')
})

afterEach(() => {
  cleanup()
  authStore.logout()
  restoreBrowser()
})

// The first render loads Mantine's table and the query client, slow on a busy machine.
describe('약관 동의 내역 (issue 29 §3)', { timeout: 30_000 }, () => {
  it('shows each consent, the history with versions and dates, and offers the new version of a term', async () => {
    const notices: [string, boolean][] = []
    renderWithProviders(<ConsentHistory onNotice={(message, isError) => notices.push([message, isError])} onError={() => {}} />)

    expect(await screen.findByText('새 약관(제3판)이 시행 중입니다.')).toBeTruthy()
    expect(within(screen.getByTestId('consent-use')).getByText('제2판 동의')).toBeTruthy()
    expect(within(screen.getByTestId('consent-marketing')).getByText('동의하지 않음')).toBeTruthy()
    const rows = screen.getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.stringMatching(/^2026\.11\.20 \d{2}:\d{2}$/), '소식 메일 수신', '-', '철회', '마이페이지'],
      [expect.stringMatching(/^2026\.03\.0[12] \d{2}:\d{2}$/), '이용약관', '제2판', '동의', '회원가입'],
    ])

    fireEvent.click(screen.getByRole('button', { name: '제3판에 동의' }))
    await waitFor(() => expect(within(screen.getByTestId('consent-use')).getByText('제3판 동의')).toBeTruthy())
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'use', agreed: true })
    expect(screen.queryByRole('button', { name: '제3판에 동의' })).toBeNull()
    expect(notices).toEqual([['이용약관 동의를 기록했습니다.', false]])
  })
})

describe('내 정보 내려받기 (issue 29 §3)', () => {
  it('asks the server for the file with the password gate’s token and saves it', async () => {
    const saved: string[] = []
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: () => 'blob:my-data', revokeObjectURL: () => {} }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const notices: string[] = []
    renderWithProviders(<MyDataDownload profileToken="gate-token" onNotice={(message) => notices.push(message)} onError={() => {}} />)

    fireEvent.click(screen.getByRole('button', { name: '읽기용 HTML 파일' }))
    await waitFor(() => expect(notices).toEqual(['내 정보 파일을 내려받았습니다.']))
    const request = sent.find((each) => each.url.includes('/mypage/my-data'))!
    expect(request.url).toContain('/api/v1/mypage/my-data?format=html')
    expect(request.headers.get('X-Profile-Token')).toBe('gate-token')
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
    expect(saved).toEqual([expect.stringMatching(/^my-data-\d{8}\.html$/)])
    click.mockRestore()
  })
})
