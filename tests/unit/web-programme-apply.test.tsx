import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authStore } from '@/lib/auth-store'
import { answerEveryCall, renderRouteAt } from '../helpers/render-with-providers'

const programme = {
  id: 7,
  board: 'sharing',
  category: 'research',
  categoryLabel: '공동연구',
  title: '소재·부품 공동연구 프로그램',
  author: '산학협력단',
  publishedAt: '2026-11-02T00:00:00.000Z',
  viewCount: 3,
  pinned: false,
  attachmentCount: 0,
  excerpt: '',
  imageUrl: null,
  imageAlt: null,
  contentHtml: '<p>공동연구를 함께 할 기업을 찾습니다.</p>',
  programme: { host: '산학협력단', recruitStart: null, recruitEnd: null },
  attachments: [],
  prev: null,
  next: null,
}

const profile = {
  login_id: 'member1',
  user_nm: '김민준',
  email: 'member1@example.com',
  memberClass: 'company',
  memberClassLabel: '기업회원',
  role: 'member',
  joinedAt: '2026-01-02T00:00:00.000Z',
  lastLoginAt: null,
  phone: '010-1234-5678',
  affiliation: '새솔정밀',
}

/** What the portal's API answers here: the pages under test need only these. */
const answer = (path: string): unknown => {
  if (path.startsWith('/pages/intro/')) return { lead: '소개 문장', html: '<p>본문</p>', updatedAt: '2026-11-01T00:00:00.000Z' }
  if (path === '/equipment/categories') return [{ value: 'analysis', label: '분석장비' }]
  if (path.endsWith('/types')) return [{ id: 1, label: '협력 요청' }]
  if (path === '/boards/sharing/7') return programme
  if (path === '/mypage/myPage') return profile
  return { list: [], cnt_total: 0, page_cnt: 0 }
}

answerEveryCall(answer)

const member = () => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, null)
const link = (name: string) => screen.findByRole('link', { name })
const href = async (name: string) => (await link(name)).getAttribute('href')

describe('each programme page leads to its application (issue 37)', () => {
  it('기술자문 leads to the experts and to the request form', async () => {
    member()
    await renderRouteAt('/cooperation/tech')
    expect(await href('자문 전문가 보기')).toBe('/cooperation/advice')
    expect(await href('기술자문 신청하기')).toBe('/cooperation/application')
  })

  it('평생교육 leads to the courses of its three tracks', async () => {
    await renderRouteAt('/studentSupport/job')
    expect(await href('직무능력 향상 교육')).toBe('/studentSupport/jobTraining')
    expect(await href('실습 중심 교육')).toBe('/studentSupport/shopTraining')
    expect(await href('현장 맞춤형 교육')).toBe('/studentSupport/spotTraining')
  })

  it.each(['/cooperation/equ', '/cooperation/equipment'])('공동장비 (%s) leads to the booking page', async (path) => {
    await renderRouteAt(path)
    expect(await href('장비 예약하기')).toBe('/easyReservation')
  })

  it('공유협업지원 leads a member to the collaboration request', async () => {
    member()
    await renderRouteAt('/cooperation/collabo')
    expect(await href('글쓰기')).toBe('/cooperation/collaboWrite')
  })

  it('a 공유협업 programme leads to a request that names it', async () => {
    await renderRouteAt('/cooperation/sharingDetail?id=7')
    const target = new URL((await href('협업 지원 요청하기')) ?? '', 'http://localhost')
    expect(target.pathname).toBe('/cooperation/collaboWrite')
    expect(target.searchParams.get('programmeId')).toBe('7')
    expect(target.searchParams.get('programme')).toBe(programme.title)
  })
})

describe('the completion screen lights the programme of the application (issue 37)', () => {
  it.each([
    ['kind=edu', '산업교육'],
    ['kind=assn', '공동기술개발과제'],
    ['kind=tech', '기술자문'],
    ['kind=transfer', '보유기술·기술이전'],
    ['', '기술자문'],
  ])('?no=X-1&%s lights %s', async (kind, label) => {
    member()
    await renderRouteAt(`/cooperation/applyComplete?no=X-1&${kind}`)
    const leftMenu = (await screen.findAllByRole('navigation', { name: '산학지원 하위 메뉴' }))[0]
    const current = within(leftMenu)
      .getAllByRole('link')
      .filter((item) => item.getAttribute('aria-current') === 'page')
    expect(current.map((item) => item.textContent)).toEqual([label])
  })
})

// The write page's first render loads the rich-text editor's chunk, slow on a busy machine.
describe('the collaboration request opened from a programme (issue 37)', { timeout: 30_000 }, () => {
  it('names the programme, puts it in the title and fills the contact from the profile', async () => {
    member()
    await renderRouteAt('/cooperation/collaboWrite?programmeId=7&programme=' + encodeURIComponent(programme.title))
    expect(await link(programme.title)).toBeTruthy()
    expect(screen.getByLabelText(/^제목/, { selector: 'input' })).toHaveProperty('value', `[${programme.title}] 협업 지원 요청`)
    expect(screen.getByLabelText(/^기관·기업명/)).toHaveProperty('value', '새솔정밀')
    expect(screen.getByLabelText(/^담당자명/)).toHaveProperty('value', '김민준')
    expect(screen.getByLabelText(/^연락처/)).toHaveProperty('value', '010-1234-5678')
    expect(screen.getByLabelText(/^이메일/)).toHaveProperty('value', 'member1@example.com')
    expect(screen.getByText(/회원정보로 미리 채웠습니다/)).toBeTruthy()
  })

  it('prefills the contact of a request written from the board too, without a programme', async () => {
    member()
    await renderRouteAt('/cooperation/collaboWrite')
    expect(await screen.findByLabelText(/^담당자명/)).toHaveProperty('value', '김민준')
    expect(screen.queryByText('요청 프로그램')).toBeNull()
    expect(screen.getByLabelText(/^제목/, { selector: 'input' })).toHaveProperty('value', '')
  })
})
