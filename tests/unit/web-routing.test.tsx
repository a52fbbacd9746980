import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '@/lib/auth-store'
import { renderRouteAt, restoreBrowser, stubBrowser, stubEmptyApi } from '../helpers/render-with-providers'

beforeEach(() => {
  stubBrowser()
  stubEmptyApi()
})

afterEach(() => {
  cleanup()
  authStore.logout()
  restoreBrowser()
})

const renderAt = renderRouteAt

describe('routing', () => {
  it.each(['/mypage/edu', '/myPage/secession', '/infoPlaza/qna', '/infoPlaza/qna_detail'])(
    'sends a guest opening %s to /login with the way back',
    async (path) => {
      const router = await renderAt(path)
      expect(router.state.location.pathname).toBe('/login')
      expect(router.state.location.search).toEqual({ redirect: path })
    },
  )

  it('lets a member into the my-page routes in both spellings', async () => {
    authStore.login({ login_id: 'member1', user_nm: '김회원', role: 'member' }, null)
    const router = await renderAt('/mypage/secession')
    expect(router.state.location.pathname).toBe('/mypage/secession')
    expect(await screen.findByRole('heading', { level: 1, name: '회원탈퇴' })).toBeTruthy()
  })

  it('asks a member for the password before the profile opens', async () => {
    authStore.login({ login_id: 'member1', user_nm: '김회원', role: 'member' }, null)
    const router = await renderAt('/mypage/myInfo')
    expect(router.state.location.pathname).toBe('/myPage/info')
    expect(await screen.findByLabelText(/^비밀번호/, { selector: 'input' })).toBeTruthy()
  })

  it('shows the 404 page for an unknown path', async () => {
    await renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/')
  })

  it('opens the first page of a group from the group path', async () => {
    const router = await renderAt('/intro')
    expect(router.state.location.pathname).toBe('/intro/intro')
  })

  it('renders a page in the frame of its group with its own item current in the left menu', async () => {
    await renderAt('/intro/vision')
    expect(await screen.findByRole('heading', { level: 1, name: '비전 및 목표' })).toBeTruthy()
    const leftMenu = screen.getAllByRole('navigation', { name: '산학협력단 소개 하위 메뉴' })[0]
    expect(within(leftMenu).getByRole('link', { name: '비전 및 목표' }).getAttribute('aria-current')).toBe('page')
    expect(within(leftMenu).getByRole('link', { name: '인사말' }).getAttribute('aria-current')).toBeNull()
  })

  it('shows guests 로그인 / 회원가입 and sends the Q&A menu item to /login', async () => {
    const emptyList = { status: { code: '200', message: '성공' }, data: { list: [], cnt_total: 0, page_cnt: 0 } }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(emptyList)))
    await renderAt('/infoPlaza/notice')
    expect(await screen.findByText('등록된 게시물이 없습니다.')).toBeTruthy()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: '로그인' })).toBeTruthy()
    expect(within(banner).getByRole('link', { name: '회원가입' })).toBeTruthy()
    const qna = within(screen.getAllByRole('navigation', { name: '정보광장 하위 메뉴' })[0]).getByRole('link', {
      name: 'Q&A',
    })
    expect(qna.getAttribute('href')).toBe('/login?redirect=%2FinfoPlaza%2Fqna')
  })

  it('greets a member in the header by name, with 로그아웃 and 마이페이지', async () => {
    authStore.login({ login_id: 'member1', user_nm: '김회원', role: 'member' }, null)
    await renderAt('/test')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByText('김회원')).toBeTruthy()
    expect(within(banner).queryByText('member1')).toBeNull()
    expect(within(banner).getByRole('button', { name: '로그아웃' })).toBeTruthy()
    expect(within(banner).getByRole('link', { name: '마이페이지' })).toBeTruthy()
  })

  it('asks before logging out: 취소 keeps the member signed in, 로그아웃 ends the sign-in and shows the login page', async () => {
    authStore.login({ login_id: 'member1', user_nm: '김회원', role: 'member' }, null)
    const router = await renderAt('/test')
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '로그아웃' }))
    const dialog = await screen.findByRole('dialog', { name: '로그아웃' })
    expect(within(dialog).getByText('로그아웃하시겠습니까?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그아웃' })).toBeNull())
    expect(authStore.getState().isLogin).toBe(true)

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '로그아웃' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '로그아웃' })).getByRole('button', { name: '로그아웃' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(authStore.getState().isLogin).toBe(false)
  })

  it('greets a member with no name on record by the login id', async () => {
    authStore.login({ login_id: 'member9', user_nm: ' ', role: 'member' }, null)
    await renderAt('/test')
    expect(within(screen.getByRole('banner')).getByText('member9')).toBeTruthy()
  })
})
