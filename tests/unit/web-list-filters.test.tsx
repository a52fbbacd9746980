import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PeriodFilter } from '@/components/period-filter'
import { authStore } from '@/lib/auth-store'
import { renderInRouter, renderRouteAt, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

let asked: URL[] = []

beforeEach(() => {
  stubBrowser()
  asked = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    asked.push(url)
    // The bookings page also lists the member's waits and a member board its 유형 (arrays); every other call here is a page of a list.
    const data = /\/(waits|types)$/.test(url.pathname) ? [] : { list: [], cnt_total: 0, page_cnt: 0 }
    return Response.json({ status: { code: '200', message: '성공' }, data })
  })
})

afterEach(() => {
  cleanup()
  authStore.logout()
  restoreBrowser()
})

const lastAsked = (path: string) => asked.filter((url) => url.pathname === `/api/v1${path}`).at(-1)

/** Opens a date picker by its label and chooses a day of the month it shows (today's month when empty). */
const chooseDay = async (label: string, day: string) => {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }))
  const dayButtons = await screen.findAllByRole('button', { name: new RegExp(`^${day} `) })
  fireEvent.click(dayButtons.find((button) => !button.hasAttribute('data-outside'))!)
}

describe('the 기간 search (issue 36)', () => {
  it('applies a period in order', async () => {
    const onChange = vi.fn()
    await renderInRouter(<PeriodFilter period={{}} onChange={onChange} />)
    await chooseDay('시작일', '10')
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    expect(onChange.mock.calls[0]![0].startDate).toMatch(/^\d{4}-\d{2}-10$/)
  })

  it('says in Korean that the start may not come after the end, and does not apply it', async () => {
    const onChange = vi.fn()
    const today = new Date()
    const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`
    await renderInRouter(<PeriodFilter period={{ startDate: `${month}-20` }} onChange={onChange} />)
    await chooseDay('종료일', '10')
    expect(await screen.findByText('시작일은 종료일보다 늦을 수 없습니다.')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('the my-page applications filters (issue 36)', () => {
  beforeEach(() => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, null))

  it('asks the server for the state and the period the URL holds', async () => {
    await renderRouteAt('/myPage/tech?state=review&startDate=2026-01-01&endDate=2026-06-30')
    await waitFor(() => expect(lastAsked('/applications/tech/mine')).toBeDefined())
    const query = lastAsked('/applications/tech/mine')!.searchParams
    expect(query.get('state')).toBe('review')
    expect(query.get('startDate')).toBe('2026-01-01')
    expect(query.get('endDate')).toBe('2026-06-30')
    expect(await screen.findByRole('radio', { name: '검토중' })).toHaveProperty('checked', true)
  })

  it('filters the course applications of /myPage/edu the same way', async () => {
    await renderRouteAt('/myPage/edu?state=done&startDate=2026-03-01')
    await waitFor(() => expect(lastAsked('/applications/edu/mine')?.searchParams.get('state')).toBe('done'))
    expect(lastAsked('/applications/edu/mine')!.searchParams.get('startDate')).toBe('2026-03-01')
    expect(await screen.findByRole('radio', { name: '완료' })).toHaveProperty('checked', true)
  })

  it('puts a chosen state in the URL, keeps the period, and starts from the first page', async () => {
    const router = await renderRouteAt('/myPage/assn?pageNum=2&startDate=2026-01-01')
    fireEvent.click(await screen.findByRole('radio', { name: '반려' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'rejected', startDate: '2026-01-01' }))
    await waitFor(() => expect(lastAsked('/applications/assn/mine')?.searchParams.get('state')).toBe('rejected'))
  })
})

describe('the my-page bookings filters (issue 36)', () => {
  beforeEach(() => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, null))

  it('asks the server for the booking state and the 이용일 period the URL holds', async () => {
    await renderRouteAt('/myPage/equ?state=confirm&endDate=2026-12-31')
    await waitFor(() => expect(lastAsked('/mypage/equ/list')).toBeDefined())
    const query = lastAsked('/mypage/equ/list')!.searchParams
    expect(query.get('state')).toBe('confirm')
    expect(query.get('endDate')).toBe('2026-12-31')
    expect(await screen.findByRole('radio', { name: '승인' })).toHaveProperty('checked', true)
  })
})

describe('the my-page posts 기간 (issue 36)', () => {
  beforeEach(() => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, null))

  it('asks the server for the own Q&A posts written within the period the URL holds', async () => {
    await renderRouteAt('/myPage/qna?startDate=2026-10-01&endDate=2026-10-31')
    await waitFor(() => expect(lastAsked('/member-boards/qna/mine')).toBeDefined())
    const query = lastAsked('/member-boards/qna/mine')!.searchParams
    expect(query.get('startDate')).toBe('2026-10-01')
    expect(query.get('endDate')).toBe('2026-10-31')
    expect(await screen.findByRole('group', { name: '기간(작성일)' })).toBeTruthy()
  })
})
