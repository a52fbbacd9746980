import type { CheckInResult, EventDetail, EventRegistration, EventSummary, EventTicket } from '@contract/events'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCAN_PAUSE_MS } from '@/features/events/components/check-in-page'
import { eventWhen } from '@/features/events/lib/event-time'
import { authStore } from '@/lib/auth-store'
import { fakeApi } from '../helpers/fake-api'
import { renderRouteAt, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

// The camera is faked at the scanner module's boundary: the test plays the QR codes it "reads".
const scanner = vi.hoisted(() => ({ read: null as ((text: string) => void) | null, stopped: 0 }))
vi.mock('@/features/events/lib/qr-scanner', () => ({
  startQrScanner: async (_video: HTMLVideoElement, onCode: (text: string) => void) => {
    scanner.read = onCode
    return () => {
      scanner.stopped += 1
    }
  },
}))

const summary: EventSummary = {
  id: 7,
  title: '2026 산학협력 기술이전 설명회',
  kind: 'briefing',
  kindLabel: '설명회',
  summary: '대학 보유기술과 이전 절차를 소개합니다.',
  startsAt: '2026-12-09T05:00:00.000Z',
  endsAt: '2026-12-09T07:00:00.000Z',
  format: 'offline',
  formatLabel: '오프라인',
  place: '산학협력관 301호',
  organiser: '산학협력단 기술사업화팀',
  capacity: 40,
  seatsLeft: 12,
  waitingCount: 0,
  registrationOpensAt: '2026-11-20T00:00:00.000Z',
  registrationClosesAt: '2026-12-08T09:00:00.000Z',
  registrationState: 'open',
  registrationStateLabel: '접수 중',
  posterUrl: null,
}

const detail = (change: Partial<EventDetail> = {}): EventDetail => ({
  ...summary,
  bodyHtml: '<p>기술이전 절차를 안내합니다.</p>',
  onlineUrl: null,
  mapUrl: 'https://map.example.com/saesol',
  contact: '054-123-4567',
  files: [],
  questions: [
    { id: 'q1', label: '관심 기술 분야', type: 'choice', required: true, options: ['바이오', '에너지'] },
    { id: 'q2', label: '참석 경로', type: 'checkbox', required: false, options: ['공지', '메일'] },
    { id: 'q3', label: '질문 사항', type: 'text', required: false, options: [] },
  ],
  myRegistration: null,
  ...change,
})

const registration = (change: Partial<EventRegistration> = {}): EventRegistration => ({
  id: 31,
  event: summary,
  name: '김민준',
  affiliation: '새솔정밀',
  phone: '010-****-5678',
  email: 'member1@example.com',
  answers: [],
  status: 'confirmed',
  statusLabel: '참가 확정',
  waitingNumber: null,
  registeredAt: '2026-11-25T01:00:00.000Z',
  cancelledAt: null,
  checkedInAt: null,
  canCancel: true,
  hasTicket: true,
  canPrintCertificate: false,
  ...change,
})

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
  affiliation: '개인 소속',
  company: { id: 3, name: '새솔정밀', role: 'owner', roleLabel: '대표' },
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
  api.answers['GET /events/list'] = { data: { list: [summary], cnt_total: 1, page_cnt: 1 } }
  api.answers['GET /events/7'] = { data: detail() }
  api.answers['GET /mypage/myPage'] = { data: profile }
  scanner.read = null
  scanner.stopped = 0
})

afterEach(() => {
  cleanup()
  authStore.logout()
  restoreBrowser()
  vi.restoreAllMocks()
})

const member = () => authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, 'access-token')
const staff = () => authStore.login({ login_id: 'staff1', user_nm: '이서연', role: 'staff' }, 'access-token')

describe('the events list keeps its filters in the URL', () => {
  it('asks the API for the tab, keyword, kinds and page of the address', async () => {
    await renderRouteAt('/cooperation/events?period=past&searchKeyword=설명회&kind=forum,briefing,party&pageNum=2')
    expect(await screen.findByText(summary.title)).toBeTruthy()
    expect(Object.fromEntries(api.sentTo('GET', '/events/list')[0]!.query)).toEqual({
      searchKeyword: '설명회',
      kind: 'briefing,forum',
      period: 'past',
      pageIndex: '2',
      pageSize: '12',
    })
  })

  it('puts a picked kind in the address and starts again from page 1', async () => {
    const router = await renderRouteAt('/cooperation/events?pageNum=3')
    fireEvent.click(await screen.findByRole('checkbox', { name: '세미나' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'seminar' }))
  })

  it('switches to past events with the tab, and back without a period in the address', async () => {
    const router = await renderRouteAt('/cooperation/events?kind=forum')
    fireEvent.click(await screen.findByRole('tab', { name: '지난 행사' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'forum', period: 'past' }))
    fireEvent.click(screen.getByRole('tab', { name: '예정된 행사' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'forum' }))
  })

  it('shows a card with the kind, 접수 state, Korean time, place, organiser and seats left', async () => {
    await renderRouteAt('/cooperation/events')
    const card = within((await screen.findByText(summary.title)).closest('article')!)
    expect(card.getByText('설명회')).toBeTruthy()
    expect(card.getByText('접수 중')).toBeTruthy()
    expect(card.getByText('2026.12.09(수) 14:00 ~ 16:00')).toBeTruthy()
    expect(card.getByText('산학협력관 301호')).toBeTruthy()
    expect(card.getByText('잔여 12석 / 정원 40명')).toBeTruthy()
    expect(card.getByText(/산학협력단 기술사업화팀/)).toBeTruthy()
  })

  it('says 온라인 and 정원 없음 for an online event without a limit', async () => {
    api.answers['GET /events/list'] = {
      data: { list: [{ ...summary, format: 'online', place: null, capacity: null, seatsLeft: null }], cnt_total: 1, page_cnt: 1 },
    }
    await renderRouteAt('/cooperation/events')
    const card = within((await screen.findByText(summary.title)).closest('article')!)
    expect(card.getByText('온라인')).toBeTruthy()
    expect(card.getByText('정원 없음')).toBeTruthy()
  })
})

describe('the times of an event', () => {
  it('are written in Korean time, one day or several', () => {
    expect(eventWhen('2026-12-09T01:00:00.000Z', '2026-12-09T08:30:00.000Z')).toBe('2026.12.09(수) 10:00 ~ 17:30')
    expect(eventWhen('2026-12-09T23:00:00.000Z', '2026-12-11T08:00:00.000Z')).toBe('2026.12.10(목) 08:00 ~ 2026.12.11(금) 17:00')
  })
})

describe("an event's page", () => {
  it('asks a guest to sign in, in place, and back to the event', async () => {
    const router = await renderRouteAt('/cooperation/eventDetail?id=7')
    fireEvent.click(await screen.findByRole('button', { name: '참가 신청하기' }))
    const prompt = await screen.findByRole('dialog', { name: '로그인이 필요합니다' })
    fireEvent.click(within(prompt).getByRole('button', { name: '로그인' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/cooperation/eventDetail?id=7' })
    expect(screen.getByRole('link', { name: /지도에서 보기/ }).getAttribute('href')).toBe('https://map.example.com/saesol')
  })

  it('offers a waiting-list registration once the seats are gone, and says so', async () => {
    member()
    api.answers['GET /events/7'] = { data: detail({ registrationState: 'waitlist', registrationStateLabel: '대기 접수', seatsLeft: 0, waitingCount: 2 }) }
    await renderRouteAt('/cooperation/eventDetail?id=7')
    expect((await screen.findByRole('link', { name: '대기 신청하기' })).getAttribute('href')).toBe('/cooperation/eventApply?id=7')
    expect(screen.getByText(/대기자로 등록되고/)).toBeTruthy()
  })

  it("shows the member's own registration instead of the button", async () => {
    member()
    api.answers['GET /events/7'] = { data: detail({ myRegistration: { id: 31, state: 'waiting', stateLabel: '대기', waitingNumber: 2 } }) }
    await renderRouteAt('/cooperation/eventDetail?id=7')
    expect(await screen.findByText('이 행사에 신청하셨습니다. 신청 상태: 대기 (대기 2번)')).toBeTruthy()
    expect(screen.getByRole('link', { name: '내 행사 신청현황 보기' }).getAttribute('href')).toBe('/myPage/events')
    expect(screen.queryByRole('link', { name: '참가 신청하기' })).toBeNull()
  })

  it('offers no button once registration has closed', async () => {
    api.answers['GET /events/7'] = { data: detail({ registrationState: 'closed', registrationStateLabel: '접수 마감' }) }
    await renderRouteAt('/cooperation/eventDetail?id=7')
    expect(await screen.findByText('신청이 마감되었습니다.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '참가 신청하기' })).toBeNull()
  })
})

describe('the registration form', () => {
  it("starts from the member's details, with their company as 소속", async () => {
    member()
    await renderRouteAt('/cooperation/eventApply?id=7')
    expect(((await screen.findByRole('textbox', { name: '이름' })) as HTMLInputElement).value).toBe('김민준')
    expect((screen.getByRole('textbox', { name: '소속' }) as HTMLInputElement).value).toBe('새솔정밀')
    expect((screen.getByRole('textbox', { name: '연락처' }) as HTMLInputElement).value).toBe('010-1234-5678')
    expect((screen.getByRole('textbox', { name: '이메일' }) as HTMLInputElement).value).toBe('member1@example.com')
  })

  it('asks in Korean for a required question and the consent before sending anything', async () => {
    member()
    await renderRouteAt('/cooperation/eventApply?id=7')
    fireEvent.change(await screen.findByRole('textbox', { name: '연락처' }), { target: { value: '010-12' } })
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))
    expect(await screen.findByText('필수 질문입니다. 하나를 골라 주세요.')).toBeTruthy()
    expect(screen.getByText('휴대폰 번호가 유효하지 않습니다.')).toBeTruthy()
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/events/7/registrations')).toEqual([])
  })

  it('sends the answers by question id, keeps everything on a refusal, and shows the waiting number', async () => {
    member()
    let refuse = true
    api.answers['POST /events/7/registrations'] = () =>
      refuse
        ? { status: 409, message: '신청 기간이 아닙니다.' }
        : { data: registration({ status: 'waiting', statusLabel: '대기', waitingNumber: 3, hasTicket: false }) }
    await renderRouteAt('/cooperation/eventApply?id=7')
    fireEvent.click(await screen.findByRole('radio', { name: '에너지' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '메일' }))
    fireEvent.change(screen.getByRole('textbox', { name: '질문 사항' }), { target: { value: '  주차가 되나요?  ' } })
    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }))
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))

    expect(await screen.findByText('신청 기간이 아닙니다.')).toBeTruthy()
    expect((screen.getByRole('radio', { name: '에너지' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('textbox', { name: '질문 사항' }) as HTMLInputElement).value).toBe('  주차가 되나요?  ')

    refuse = false
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))
    expect(await screen.findByText('대기 3번으로 등록되었습니다. 취소가 생기면 순서대로 참가가 확정됩니다.')).toBeTruthy()
    expect(api.sentTo('POST', '/events/7/registrations')[1]!.body).toEqual({
      name: '김민준',
      affiliation: '새솔정밀',
      phone: '010-1234-5678',
      email: 'member1@example.com',
      answers: { q1: '에너지', q2: ['메일'], q3: '주차가 되나요?' },
      privacyConsent: true,
    })
  })

  it('says 참가 확정 and links the ticket when a seat is held', async () => {
    member()
    api.answers['POST /events/7/registrations'] = { data: registration() }
    await renderRouteAt('/cooperation/eventApply?id=7')
    fireEvent.click(await screen.findByRole('radio', { name: '바이오' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }))
    fireEvent.click(screen.getByRole('button', { name: '신청하기' }))
    expect(await screen.findByText('참가가 확정되었습니다.')).toBeTruthy()
    expect(screen.getByRole('link', { name: '입장권 보기' }).getAttribute('href')).toBe('/myPage/eventTicket?id=31')
  })
})

describe("the member's registrations", () => {
  it('cancels a registration only after the member confirms', async () => {
    member()
    api.answers['GET /events/registrations/mine'] = { data: { list: [registration()], cnt_total: 1, page_cnt: 1 } }
    api.answers['POST /events/registrations/31/cancel'] = { data: registration({ status: 'cancelled', statusLabel: '취소', canCancel: false }) }
    await renderRouteAt('/myPage/events')
    fireEvent.click(await screen.findByRole('button', { name: '신청 취소' }))
    expect(screen.getByText('신청을 취소할까요?')).toBeTruthy()
    expect(api.sentTo('POST', '/events/registrations/31/cancel')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }))
    await waitFor(() => expect(api.sentTo('POST', '/events/registrations/31/cancel')).toHaveLength(1))
  })

  it('shows the waiting number, no cancel once it cannot be, and the certificate when there is one', async () => {
    member()
    api.answers['GET /events/registrations/mine'] = {
      data: {
        list: [
          registration({ id: 32, status: 'waiting', statusLabel: '대기', waitingNumber: 4, hasTicket: false }),
          registration({ status: 'attended', statusLabel: '참석', canCancel: false, canPrintCertificate: true, checkedInAt: '2026-12-09T04:55:00.000Z' }),
        ],
        cnt_total: 2,
        page_cnt: 1,
      },
    }
    await renderRouteAt('/myPage/events')
    const [waiting, attended] = (await screen.findAllByRole('article')).map((item) => within(item))
    expect(waiting!.getByText('대기 4번')).toBeTruthy()
    expect(waiting!.queryByRole('link', { name: '입장권' })).toBeNull()
    expect(attended!.queryByRole('button', { name: '신청 취소' })).toBeNull()
    expect(attended!.getByRole('link', { name: '참석 확인서' }).getAttribute('href')).toBe('/myPage/eventCertificate?id=31')
  })
})

describe('the ticket', () => {
  it("shows the server's QR code as an image, never as markup in the page", async () => {
    member()
    const ticket: EventTicket = {
      registrationId: 31,
      token: 'evt1.abcdef',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>window.hacked=true</script><rect width="1" height="1"/></svg>',
      event: summary,
      name: '김민준',
      affiliation: '새솔정밀',
      status: 'confirmed',
      statusLabel: '참가 확정',
    }
    api.answers['GET /events/registrations/31/ticket'] = { data: ticket }
    await renderRouteAt('/myPage/eventTicket?id=31')
    const qr = (await screen.findByRole('img', { name: '입장 확인용 QR 코드' })) as HTMLImageElement
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true)
    expect(document.querySelector('article svg script')).toBeNull()
    const facts = within(screen.getByRole('article', { name: '행사 입장권' }))
    expect(facts.getByText('새솔정밀')).toBeTruthy()
    expect(facts.getByText('evt1.abcdef')).toBeTruthy()
    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeTruthy()
  })
})

describe('the check-in page', () => {
  const answer = (change: Partial<CheckInResult>): CheckInResult => ({
    result: 'checkedIn',
    message: '입장 처리되었습니다',
    attendee: { name: '김민준', affiliation: '새솔정밀', phone: '010-****-5678' },
    checkedInAt: '2026-12-09T04:58:00.000Z',
    counts: { registered: 40, checkedIn: 13, waiting: 0 },
    ...change,
  })

  beforeEach(() => {
    api.answers['GET /events/7/check-in/counts'] = { data: { registered: 40, checkedIn: 12, waiting: 0 } }
  })

  it('refuses a member in Korean and never opens the camera', async () => {
    member()
    await renderRouteAt('/staff/checkIn?eventId=7')
    expect(await screen.findByText('행사 입장 확인은 산학협력단 직원만 할 수 있습니다.')).toBeTruthy()
    expect(scanner.read).toBeNull()
  })

  it('marks a scanned ticket 참석 처리 in green with the attendee, and updates the count', async () => {
    staff()
    api.answers['POST /events/7/check-in'] = { data: answer({}) }
    await renderRouteAt('/staff/checkIn?eventId=7')
    expect(await screen.findByText('입장 12명 / 신청 40명')).toBeTruthy()
    await waitFor(() => expect(scanner.read).not.toBeNull())
    scanner.read!('evt1.abcdef')
    const banner = await screen.findByRole('status')
    expect(banner.getAttribute('data-tone')).toBe('checkedIn')
    expect(within(banner).getByText('참석 처리')).toBeTruthy()
    expect(within(banner).getByText('김민준 · 새솔정밀')).toBeTruthy()
    expect(screen.getByText('입장 13명 / 신청 40명')).toBeTruthy()
    expect(api.sentTo('POST', '/events/7/check-in')[0]!.body).toEqual({ token: 'evt1.abcdef' })
  })

  it('posts a QR code held in front of the camera once, not at every read', async () => {
    staff()
    api.answers['POST /events/7/check-in'] = { data: answer({}) }
    await renderRouteAt('/staff/checkIn?eventId=7')
    await waitFor(() => expect(scanner.read).not.toBeNull())
    for (let read = 0; read < 20; read += 1) scanner.read!('evt1.abcdef')
    await screen.findByRole('status')
    expect(api.sentTo('POST', '/events/7/check-in')).toHaveLength(1)
  })

  it('keeps the answer on screen for the pause after it arrives, however slowly it came', async () => {
    staff()
    let clock = Date.now()
    vi.spyOn(Date, 'now').mockImplementation(() => clock)
    api.answers['POST /events/7/check-in'] = () => {
      clock += 3000
      return { data: answer({}) }
    }
    await renderRouteAt('/staff/checkIn?eventId=7')
    await waitFor(() => expect(scanner.read).not.toBeNull())
    scanner.read!('evt1.abcdef')
    await screen.findByRole('status')
    scanner.read!('evt1.abcdef')
    expect(api.sentTo('POST', '/events/7/check-in')).toHaveLength(1)
    clock += SCAN_PAUSE_MS
    scanner.read!('evt1.abcdef')
    await waitFor(() => expect(api.sentTo('POST', '/events/7/check-in')).toHaveLength(2))
  })

  it('says 이미 입장 in amber with the first time, for a typed code too', async () => {
    staff()
    api.answers['POST /events/7/check-in'] = { data: answer({ result: 'already', message: '이미 입장했습니다' }) }
    await renderRouteAt('/staff/checkIn?eventId=7')
    fireEvent.change(await screen.findByRole('textbox', { name: '입장 코드 직접 입력' }), { target: { value: ' evt1.abcdef ' } })
    fireEvent.click(screen.getByRole('button', { name: '확인' }))
    const banner = await screen.findByRole('status')
    expect(banner.getAttribute('data-tone')).toBe('already')
    expect(within(banner).getByText('이미 입장')).toBeTruthy()
    expect(within(banner).getByText('최초 입장 13:58')).toBeTruthy()
    expect(api.sentTo('POST', '/events/7/check-in')[0]!.body).toEqual({ token: 'evt1.abcdef' })
  })

  it("refuses another event's ticket in red with the reason", async () => {
    staff()
    api.answers['POST /events/7/check-in'] = { data: answer({ result: 'otherEvent', message: '다른 행사의 입장권입니다', attendee: null, checkedInAt: null }) }
    await renderRouteAt('/staff/checkIn?eventId=7')
    await waitFor(() => expect(scanner.read).not.toBeNull())
    scanner.read!('evt9.other')
    const banner = await screen.findByRole('status')
    expect(banner.getAttribute('data-tone')).toBe('refused')
    expect(within(banner).getByText('입장 불가')).toBeTruthy()
    expect(within(banner).getByText('다른 행사의 입장권입니다')).toBeTruthy()
  })

  it('lets the staff pick an event, today first, when the address names none', async () => {
    staff()
    const today = new Date()
    const later = { ...summary, id: 8, title: '다음 달 포럼', startsAt: '2099-01-10T05:00:00.000Z', endsAt: '2099-01-10T07:00:00.000Z' }
    const now = { ...summary, id: 9, title: '오늘의 세미나', startsAt: today.toISOString(), endsAt: today.toISOString() }
    api.answers['GET /events/list'] = { data: { list: [later, now], cnt_total: 2, page_cnt: 1 } }
    await renderRouteAt('/staff/checkIn')
    const links = within(await screen.findByRole('list', { name: '입장을 확인할 행사를 고르세요.' })).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/staff/checkIn?eventId=9', '/staff/checkIn?eventId=8'])
  })

  it('stops the camera when the page closes', async () => {
    staff()
    await renderRouteAt('/staff/checkIn?eventId=7')
    await waitFor(() => expect(scanner.read).not.toBeNull())
    cleanup()
    expect(scanner.stopped).toBe(1)
  })
})
