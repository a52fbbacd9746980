import { describe, expect, inject, it } from 'vitest'
import type { BoardPostSummary } from '../../contract/boards'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import type { SignInData } from '../../contract/auth'
import type { ReservationData } from '../../contract/equipment'
import { bearer, refreshCookieOf, requestJsonAt } from '../helpers/api'
import { lexical } from '../helpers/content'
import { mailsTo, waitForMail } from '../helpers/mailbox'
import { bookingFor, createTestEquipment, memberToken, workingDay } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'
import { LOGIN_BUDGET } from '../helpers/two-processes-global-setup'

/** Issue 15: two processes on one PostgreSQL database behave as one portal. */
const portals = () => [inject('portalUrl'), inject('secondPortalUrl')] as const

const call = requestJsonAt

describe('two portal processes on one PostgreSQL database', () => {
  it('a notice published through one process is listed by the other at once', async () => {
    const [first, second] = portals()
    const title = `두 프로세스 공지 ${Date.now()}`
    const created = await call<{ doc: { id: number } }>(first, '/api/notices', {
      method: 'POST',
      headers: bearer(await adminLogin()),
      body: JSON.stringify({ title, category: 'general', content: lexical('어느 서버에서 읽어도 같은 공지입니다.'), _status: 'published' }),
    })
    expect(created.httpStatus).toBe(201)
    const { body } = await call<ApiEnvelope<ListData<BoardPostSummary>>>(second, `/api/v1/boards/notice/list?searchKeyword=${encodeURIComponent(title)}`)
    expect(body.data!.list.map((post) => post.id)).toEqual([created.body.doc.id])
  })

  it('100 simultaneous bookings of one slot, split across both processes: exactly one wins', { timeout: 120_000 }, async () => {
    const equipmentId = await createTestEquipment()
    const day = workingDay(14)
    const members: TestMember[] = []
    for (let index = 0; index < 5; index++) members.push(await createMember('scale'))
    const tokens = await Promise.all(members.map(memberToken))
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call<ApiEnvelope<ReservationData>>(portals()[index % 2]!, '/api/v1/equipment/reservations', {
          method: 'POST',
          headers: bearer(tokens[index % 5]!),
          body: JSON.stringify(bookingFor(members[index % 5]!, equipmentId, day, ['10:00'])),
        }),
      ),
    )
    const statuses = responses.map((response) => response.httpStatus)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(99)
  })

  it('8 simultaneous sign-ins of one account spread over both processes: every token works on both', async () => {
    const member = await createMember('scale')
    const logins = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call<ApiEnvelope<SignInData>>(portals()[index % 2]!, '/api/v1/auth/login', {
          method: 'POST',
          headers: { 'X-Forwarded-For': '198.51.100.15' },
          body: JSON.stringify({ login_id: member.username, password: member.password }),
        }),
      ),
    )
    expect(logins.map((login) => login.httpStatus)).toEqual(Array(8).fill(200))
    for (const base of portals()) {
      const pages = await Promise.all(logins.map((login) => call(base, '/api/v1/mypage/myPage', { headers: bearer(login.body.data!.accessToken) })))
      expect(pages.map((page) => page.httpStatus)).toEqual(Array(8).fill(200))
    }
  })

  it("Payload's own logins (the admin's) spread over both processes: every token works on both", async () => {
    const member = await createMember('scale')
    const logins = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call<{ token?: string }>(portals()[index % 2]!, '/api/users/login', {
          method: 'POST',
          headers: { 'X-Forwarded-For': '198.51.100.16' },
          body: JSON.stringify({ username: member.username, password: member.password }),
        }),
      ),
    )
    expect(logins.map((login) => login.httpStatus)).toEqual(Array(8).fill(200))
    for (const base of portals()) {
      const users = await Promise.all(
        logins.map((login) => call<{ user: { username: string } | null }>(base, '/api/users/me', { headers: bearer(login.body.token!) })),
      )
      expect(users.map((found) => found.body.user?.username)).toEqual(Array(8).fill(member.username))
    }
  })

  it('the login budget of an account is one budget over both processes', async () => {
    const member = await createMember('scale')
    const attempt = (index: number) =>
      call(portals()[index % 2]!, '/api/v1/auth/login', {
        method: 'POST',
        // A new address each time: only the account's budget is spent twice over.
        headers: { 'X-Forwarded-For': `198.51.100.${100 + index}` },
        body: JSON.stringify({ login_id: member.username, password: 'wrong-password-1!' }),
      })
    const statuses: number[] = []
    for (let index = 0; index < LOGIN_BUDGET; index++) statuses.push((await attempt(index)).httpStatus)
    expect(statuses).not.toContain(429)
    // Each process alone has seen only half of the attempts; together they have used the budget up.
    expect((await attempt(LOGIN_BUDGET)).httpStatus).toBe(429)
    expect((await attempt(LOGIN_BUDGET + 1)).httpStatus).toBe(429)
  })

  it('a booking made through the process that runs no jobs is mailed once, by the one that does', async () => {
    const [worker, other] = portals()
    const member = await createMember('scale')
    const booked = await call<ApiEnvelope<ReservationData>>(other, '/api/v1/equipment/reservations', {
      method: 'POST',
      headers: bearer(await memberToken(member)),
      body: JSON.stringify(bookingFor(member, await createTestEquipment(), workingDay(15), ['11:00'])),
    })
    expect(booked.httpStatus).toBe(200)
    const mail = await waitForMail(worker, member.email, { subject: /접수/ })
    expect(mail.text).toContain(booked.body.data!.reservationNo)
    // A second worker would have sent it again within a few cron ticks.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await mailsTo(worker, member.email)).toHaveLength(1)
    expect(await mailsTo(other, member.email)).toHaveLength(0)
  })

  it('a logout on one process and a refresh of the same sign-in on the other at once leave no token alive', { timeout: 60_000 }, async () => {
    const [first, second] = portals()
    const survivors: string[] = []
    for (let round = 0; round < 12; round++) {
      const member = await createMember('race')
      const login = await call<ApiEnvelope<SignInData>>(first, '/api/v1/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `198.51.100.${30 + round}` },
        body: JSON.stringify({ login_id: member.username, password: member.password, autoLogin: true }),
      })
      const cookie = refreshCookieOf(login.headers)!
      const [, renewed] = await Promise.all([
        call(first, '/api/v1/auth/logout', { method: 'POST', headers: { Cookie: cookie, ...bearer(login.body.data!.accessToken) } }),
        call<ApiEnvelope<SignInData>>(second, '/api/v1/auth/refresh', { method: 'POST', headers: { Cookie: cookie } }),
      ])
      // Refused (the logout came first): nothing was issued.
      if (renewed.httpStatus !== 200) continue
      const newCookie = refreshCookieOf(renewed.headers)!
      const [reads, refreshes] = await Promise.all([
        call(first, '/api/v1/mypage/myPage', { headers: bearer(renewed.body.data!.accessToken) }),
        call(second, '/api/v1/auth/refresh', { method: 'POST', headers: { Cookie: newCookie } }),
      ])
      if (reads.httpStatus === 200 || refreshes.httpStatus === 200) survivors.push(`round ${round}: read ${reads.httpStatus}, refresh ${refreshes.httpStatus}`)
    }
    expect(survivors).toEqual([])
  })
})
