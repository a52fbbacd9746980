import { beforeAll, describe, expect, it } from 'vitest'
import { withDownloadReason } from '../../contract/access-log'
import { expectRefused, portalUrl } from '../helpers/api'
import { rest } from '../helpers/access-matrix'
import {
  cancelRegistration,
  createEvent,
  eventDetail,
  eventList,
  hoursFrom,
  myRegistration,
  certificateOf,
  myRegistrations,
  register,
  registered,
  registrationInput,
  updateEvent,
} from '../helpers/events'
import { seedMemberToken } from '../helpers/equipment'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { type TestMember } from '../helpers/members'
import { signedInCast } from '../helpers/cast'
import { deliveriesOf } from '../helpers/notifications'
import { waitForValue } from '../helpers/backdate'

let members: TestMember[]
let tokens: string[]
let staff: string

beforeAll(async () => {
  ;({ members, tokens, staff } = await signedInCast(20, 'ev'))
}, 120_000)

describe('the event list and page', () => {
  it('shows an open event with its seats left and registration state, and hides drafts', async () => {
    const open = await createEvent(3, { title: `목록 설명회 ${Date.now()}` })
    await registered(tokens[0]!, open)
    const draft = await createEvent(3, { title: `목록 초안 ${Date.now()}`, _status: 'draft' })
    const { body } = await eventList(`?searchKeyword=${encodeURIComponent('목록 ')}&pageSize=48`)
    const ids = body.data!.list.map((event) => event.id)
    expect(ids).toContain(open)
    expect(ids).not.toContain(draft)
    expect(body.data!.list.find((event) => event.id === open)).toMatchObject({
      kind: 'briefing',
      kindLabel: '설명회',
      capacity: 3,
      seatsLeft: 2,
      waitingCount: 0,
      registrationState: 'open',
      registrationStateLabel: '접수 중',
    })
    expectRefused(await eventDetail(null, draft), 404, '행사를 찾을 수 없습니다.')
  })

  it("shows a member their own registration on the event's page", async () => {
    const eventId = await createEvent(3)
    const mine = await registered(tokens[1]!, eventId)
    expect((await eventDetail(tokens[1]!, eventId)).body.data!.myRegistration).toEqual({
      id: mine.id,
      state: 'confirmed',
      stateLabel: '참가 확정',
      waitingNumber: null,
    })
    expect((await eventDetail(tokens[2]!, eventId)).body.data!.myRegistration).toBeNull()
  })
})

describe('registering', () => {
  it('20 simultaneous registrations for 5 seats: exactly 5 are confirmed, the rest wait in order', async () => {
    const eventId = await createEvent(5)
    const answers = await Promise.all(tokens.map((token) => register(token, eventId)))
    expect(answers.map((answer) => answer.httpStatus)).toEqual(Array(20).fill(200))
    expect(answers.filter((answer) => answer.body.data!.status === 'confirmed')).toHaveLength(5)
    const waiting = answers.filter((answer) => answer.body.data!.status === 'waiting')
    expect(waiting.map((answer) => answer.body.data!.waitingNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1))
    expect((await eventDetail(null, eventId)).body.data).toMatchObject({
      seatsLeft: 0,
      waitingCount: 15,
      registrationState: 'waitlist',
      registrationStateLabel: '대기 접수',
    })
  })

  it('a cancellation seats the first on the waiting list and tells them', async () => {
    const eventId = await createEvent(1)
    const first = await registered(tokens[3]!, eventId)
    const second = await registered(tokens[4]!, eventId)
    const third = await registered(tokens[5]!, eventId)
    expect([second.status, second.waitingNumber, third.waitingNumber]).toEqual(['waiting', 1, 2])
    expect((await cancelRegistration(tokens[3]!, first.id)).body.data).toMatchObject({ status: 'cancelled', statusLabel: '취소', canCancel: false })
    expect((await myRegistration(tokens[4]!, second.id)).body.data).toMatchObject({ status: 'confirmed', waitingNumber: null, hasTicket: true })
    expect((await myRegistration(tokens[5]!, third.id)).body.data).toMatchObject({ status: 'waiting', waitingNumber: 1 })
    const deliveries = await deliveriesOf(staff, members[4]!.id, 'event.seat-given')
    expect(deliveries.map((delivery) => delivery.channel)).toContain('portal')
  })

  it('seats staff add go to those waiting before a newcomer', async () => {
    const eventId = await createEvent(1)
    await registered(tokens[16]!, eventId)
    const waiting = await registered(tokens[17]!, eventId)
    await updateEvent(eventId, { capacity: 2 })
    const newcomer = await registered(tokens[18]!, eventId)
    expect((await myRegistration(tokens[17]!, waiting.id)).body.data).toMatchObject({ status: 'confirmed', waitingNumber: null })
    expect(newcomer).toMatchObject({ status: 'waiting', waitingNumber: 1 })
  })

  it('seats staff add are given to those waiting without anyone registering, and they are told', async () => {
    const eventId = await createEvent(1)
    await registered(tokens[2]!, eventId)
    const first = await registered(tokens[19]!, eventId)
    const second = await registered(tokens[0]!, eventId)
    await updateEvent(eventId, { capacity: 2 })
    await waitForValue(
      async () => ((await myRegistration(tokens[19]!, first.id)).body.data!.status === 'confirmed' ? true : undefined),
      'the first waiting seated',
    )
    expect((await myRegistration(tokens[0]!, second.id)).body.data).toMatchObject({ status: 'waiting', waitingNumber: 1 })
    const deliveries = await deliveriesOf(staff, members[19]!.id, 'event.seat-given')
    expect(deliveries.map((delivery) => delivery.channel)).toContain('portal')
  })

  it('the confirmation mail carries the ticket QR as an image and the link to the ticket', async () => {
    const eventId = await createEvent(null)
    const before = await lastMailId(portalUrl(), members[6]!.email)
    const { id } = await registered(tokens[6]!, eventId)
    // The member's mails of the race above may still be arriving: this one is told by its ticket link.
    const mail = await waitForMail(portalUrl(), members[6]!.email, {
      afterId: before,
      subject: /행사 참가가 확정되었습니다/,
      text: new RegExp(`/myPage/eventTicket\\?id=${id}$`, 'm'),
    })
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/)
  })

  it('once per member and event, and again after a cancellation', async () => {
    const eventId = await createEvent(10)
    const twice = await Promise.all([register(tokens[7]!, eventId), register(tokens[7]!, eventId)])
    expect(twice.map((answer) => answer.httpStatus).sort()).toEqual([200, 409])
    expect(twice.find((answer) => answer.httpStatus === 409)!.body.status.message).toBe(
      '이미 신청한 행사입니다. 마이페이지의 행사 신청 내역에서 확인해 주세요.',
    )
    const first = twice.find((answer) => answer.httpStatus === 200)!.body.data!
    await cancelRegistration(tokens[7]!, first.id)
    expect((await register(tokens[7]!, eventId)).httpStatus).toBe(200)
    expect(
      (await myRegistrations(tokens[7]!)).body
        .data!.list.filter((registration) => registration.event.id === eventId)
        .map((registration) => registration.status),
    ).toEqual(['confirmed', 'cancelled'])
  })

  it('only inside the registration window and until staff close it', async () => {
    const notYet = await createEvent(10, { registrationOpensAt: hoursFrom(24), registrationClosesAt: hoursFrom(48) })
    const over = await createEvent(10, { registrationOpensAt: hoursFrom(-48), registrationClosesAt: hoursFrom(-1) })
    const closed = await createEvent(10, { registrationClosed: true })
    const message = '지금은 신청할 수 없는 행사입니다. 접수 기간을 확인해 주세요.'
    for (const eventId of [notYet, over, closed]) expectRefused(await register(tokens[8]!, eventId), 409, message)
    expect((await eventDetail(null, notYet)).body.data!.registrationState).toBe('upcoming')
    expect((await eventDetail(null, over)).body.data!.registrationState).toBe('closed')
    expect((await eventDetail(null, closed)).body.data!.registrationStateLabel).toBe('접수 마감')
  })

  it('asks guests to sign in, and checks the form and the questions in Korean', async () => {
    const eventId = await createEvent(10, {
      questions: [
        { label: '참가 동기', type: 'text', required: true },
        { label: '관심 분야', type: 'choice', required: false, options: [{ value: '반도체' }, { value: '바이오' }] },
      ],
    })
    expectRefused(await register(null, eventId), 401, '로그인이 필요합니다.')
    expectRefused(await register(tokens[9]!, eventId, registrationInput({ privacyConsent: false })), 400, '개인정보 수집·이용에 동의해 주세요.')
    expectRefused(
      await register(tokens[9]!, eventId, registrationInput({ phone: '02-123' })),
      400,
      '휴대전화 번호를 올바르게 입력해 주세요. (예: 010-1234-5678)',
    )
    expectRefused(await register(tokens[9]!, eventId), 400, "'참가 동기' 질문에 답해 주세요.")
    const [motive, field] = (await eventDetail(null, eventId)).body.data!.questions
    expectRefused(
      await register(tokens[9]!, eventId, registrationInput({ answers: { [motive!.id]: '배우고 싶어서', [field!.id]: '우주' } })),
      400,
      "'관심 분야' 질문의 선택지 중에서 골라 주세요.",
    )
    const done = await registered(tokens[9]!, eventId, registrationInput({ answers: { [motive!.id]: '배우고 싶어서', [field!.id]: '바이오' } }))
    expect(done.answers).toEqual([
      { questionId: motive!.id, label: '참가 동기', value: '배우고 싶어서' },
      { questionId: field!.id, label: '관심 분야', value: '바이오' },
    ])
  })
})

describe('cancelling', () => {
  it('a member may cancel until the event starts, not after', async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[10]!, eventId)
    expect(registration.canCancel).toBe(true)
    await updateEvent(eventId, { startsAt: hoursFrom(-1), endsAt: hoursFrom(1) })
    expect((await myRegistration(tokens[10]!, registration.id)).body.data!.canCancel).toBe(false)
    expectRefused(await cancelRegistration(tokens[10]!, registration.id), 409, '행사가 시작되었거나 이미 취소·입장 처리된 신청은 취소할 수 없습니다.')
  })

  it("nobody cancels another member's registration", async () => {
    const eventId = await createEvent(10)
    const registration = await registered(tokens[11]!, eventId)
    expectRefused(await cancelRegistration(tokens[12]!, registration.id), 404, '신청 내역을 찾을 수 없습니다.')
  })
})

describe('personal data', () => {
  it('the phone is masked for the owner on every surface and shown in full to staff only', async () => {
    const eventId = await createEvent(10)
    const { id } = await registered(tokens[13]!, eventId, registrationInput({ phone: '010-2345-6789' }))
    expect((await myRegistration(tokens[13]!, id)).body.data!.phone).toBe('010-****-6789')
    const own = await rest<{ phone: string; ticketNonce?: string; liveKey?: string }>(tokens[13]!, `/event-registrations/${id}`)
    expect(own.body.phone).toBe('010-****-6789')
    expect(own.body).not.toHaveProperty('ticketNonce')
    const asStaff = await rest<{ phone: string; ticketNonce?: string }>(staff, `/event-registrations/${id}`)
    expect(asStaff.body.phone).toBe('01023456789')
    expect(asStaff.body).not.toHaveProperty('ticketNonce')
    expect((await rest(tokens[14]!, `/event-registrations/${id}`)).httpStatus).toBe(404)
  })

  it('staff download the registrations with attendance as a CSV, once they give a reason', async () => {
    const eventId = await createEvent(10, { questions: [{ label: '소속 부서', type: 'text', required: false }] })
    await registered(tokens[15]!, eventId, registrationInput({ name: '명단확인', phone: '010-3456-7890' }))
    const headers = { Authorization: `JWT ${staff}` }
    const withoutReason = await fetch(`${portalUrl()}/api/v1/events/${eventId}/registrations/export`, { headers })
    expect(withoutReason.status).toBe(400)
    const response = await fetch(`${portalUrl()}${withDownloadReason(`/api/v1/events/${eventId}/registrations/export`, '업무 처리', '')}`, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('신청번호,이름,소속,연락처,이메일,상태,신청 일시,취소 일시,입장 일시,소속 부서')
    expect(lines[1]).toContain('명단확인,새솔테크,010-3456-7890,event@example.com,참가 확정')
  })
})

describe('the demo data', () => {
  it('member1 is registered for an upcoming event, waits for a full one and has a certificate of a past one', async () => {
    const token = await seedMemberToken('member1')
    const list = (await myRegistrations(token)).body.data!.list
    const byTitle = new Map(list.map((registration) => [registration.event.title, registration]))
    expect(byTitle.get('2026 산학협력 성과 설명회')).toMatchObject({ status: 'confirmed', hasTicket: true, canCancel: true })
    expect(byTitle.get('스마트공장 구축 지원사업 설명회')).toMatchObject({
      status: 'waiting',
      waitingNumber: 1,
      event: { seatsLeft: 0, registrationState: 'waitlist' },
    })
    const attended = byTitle.get('AI 반도체 기술 세미나')!
    expect(attended).toMatchObject({ status: 'attended', canPrintCertificate: true })
    expect((await certificateOf(token, attended.id)).body.data).toMatchObject({
      name: '김민준',
      event: { title: 'AI 반도체 기술 세미나', kindLabel: '세미나' },
    })
  })
})
