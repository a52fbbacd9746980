import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth-store'
import { answerEveryCall, renderRouteAt } from '../helpers/render-with-providers'

/** What the portal's API answers here: the collaboration board and the 기술자문 introduction, both empty. */
const answer = (path: string): unknown => {
  if (path.startsWith('/pages/intro/')) return { lead: '소개 문장', html: '<p>본문</p>', updatedAt: '2026-11-01T00:00:00.000Z' }
  if (path.endsWith('/types')) return [{ id: 1, label: '협력 요청' }]
  return { list: [], cnt_total: 0, page_cnt: 0 }
}

answerEveryCall(answer)

const prompt = () => screen.findByRole('dialog', { name: '로그인이 필요합니다' })

describe('a guest meeting a member-only action (issue 36)', () => {
  it('is asked to log in on the same page instead of being sent away', async () => {
    const router = await renderRouteAt('/cooperation/collabo?searchKeyword=%EC%86%8C%EC%9E%AC')
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }))
    expect(await prompt()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cooperation/collabo')
  })

  it('stays where it was after 취소', async () => {
    const router = await renderRouteAt('/cooperation/collabo')
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }))
    fireEvent.click(await screen.findByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인이 필요합니다' })).toBeNull())
    expect(router.state.location.pathname).toBe('/cooperation/collabo')
  })

  it('goes to the login page with 로그인, to come back to the page it was on, filters included', async () => {
    const router = await renderRouteAt('/cooperation/collabo?searchKeyword=%EC%86%8C%EC%9E%AC')
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }))
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const back = new URL(String(router.state.location.search.redirect), 'http://localhost')
    expect(back.pathname).toBe('/cooperation/collabo')
    expect(back.searchParams.get('searchKeyword')).toBe('소재')
  })

  it('is asked the same on a programme page’s 신청하기', async () => {
    const router = await renderRouteAt('/cooperation/tech')
    fireEvent.click(await screen.findByRole('button', { name: '기술자문 신청하기' }))
    expect(await prompt()).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cooperation/tech')
  })
})

describe('a member meeting the same action', () => {
  it('follows it as a link, without the prompt', async () => {
    authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, null)
    await renderRouteAt('/cooperation/collabo')
    expect((await screen.findByRole('link', { name: '글쓰기' })).getAttribute('href')).toBe('/cooperation/collaboWrite')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
