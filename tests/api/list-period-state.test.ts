import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationSummary } from '../../contract/applications'
import type { BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import type { MyEquipmentReservationRow } from '../../contract/equipment'
import type { MemberPostSummary } from '../../contract/member-boards'
import { periodMessages } from '../../contract/period'
import { addDays, kstDay } from '../../cms/platform/time/kst'
import { bearer, v1 } from '../helpers/api'
import { filedAdvisory, moveApplication } from '../helpers/applications'
import { backdate, daysAgo } from '../helpers/backdate'
import { book, bookingFor, createTestEquipment, memberToken, staffToken, today, workingDay } from '../helpers/equipment'
import { createCompanyMember, type TestMember } from '../helpers/members'
import { firstTypeId, postInput, writePost } from '../helpers/member-boards'

type Refusable = { httpStatus: number; body: { status: { message: string }; data: unknown } }

const expectRefused = (response: Refusable, message: string | RegExp) => {
  expect(response.body.status.message).toMatch(message)
  expect(response.httpStatus).toBe(400)
  expect(response.body.data).toBeNull()
}

const notices = async (query: string) => {
  const { httpStatus, body } = await v1<ListData<BoardPostSummary>>(`/boards/notice/list?pageSize=100&${query}`)
  expect(httpStatus).toBe(200)
  return body.data!
}

let member: TestMember
let token: string

beforeAll(async () => {
  // 기술자문 is filed by company members only: one account serves every list below.
  member = await createCompanyMember('period')
  token = await memberToken(member)
})

describe('the 기간 search of the notice board', () => {
  it('lists only the notices published on the Seoul days of the period, both ends included', async () => {
    const { list: all } = await notices('')
    const day = kstDay(new Date(all[all.length - 1]!.publishedAt))
    const { list: found } = await notices(`startDate=${day}&endDate=${day}`)
    expect(found.map((post) => post.id)).toContain(all[all.length - 1]!.id)
    expect(found.every((post) => kstDay(new Date(post.publishedAt)) === day)).toBe(true)
  })

  it('leaves an end open when only the other is given', async () => {
    const { list: all } = await notices('')
    const newest = all
      .map((post) => kstDay(new Date(post.publishedAt)))
      .sort()
      .at(-1)!
    const { list: fromNewest } = await notices(`startDate=${newest}`)
    expect(fromNewest.length).toBeGreaterThan(0)
    expect(fromNewest.every((post) => kstDay(new Date(post.publishedAt)) === newest)).toBe(true)
    const { cnt_total } = await notices(`endDate=${addDays(newest, -10000)}`)
    expect(cnt_total).toBe(0)
  })

  it('refuses a start after the end, in Korean', async () => {
    expectRefused(await v1('/boards/notice/list?startDate=2026-05-02&endDate=2026-05-01'), periodMessages.order)
  })

  it('refuses a day that is no calendar day, in Korean', async () => {
    expectRefused(await v1('/boards/notice/list?startDate=2026-02-30'), periodMessages.badStartDate)
    expectRefused(await v1('/boards/notice/list?endDate=20260501'), periodMessages.badEndDate)
  })
})

describe('the my-page applications filters', () => {
  let reviewed: number
  let older: number

  beforeAll(async () => {
    reviewed = (await filedAdvisory(token, { title: '검토중 자문' })).id
    older = (await filedAdvisory(token, { title: '지난달 자문' })).id
    const moved = await moveApplication(await staffToken(), reviewed, 'review')
    expect(moved.httpStatus).toBe(200)
    await backdate([{ table: 'advisory_requests', column: 'created_at', id: older, at: daysAgo(40) }])
  })

  const mine = async (query: string) => {
    const { httpStatus, body } = await v1<ListData<ApplicationSummary>>(`/applications/tech/mine?pageSize=100&${query}`, { headers: bearer(token) })
    expect(httpStatus).toBe(200)
    return body.data!.list.map((row) => row.id)
  }

  it('lists only the applications in the chosen state', async () => {
    expect(await mine('state=review')).toEqual([reviewed])
    expect(await mine('state=received')).toEqual([older])
    expect(await mine('state=done')).toEqual([])
  })

  it('lists only the applications filed within the period', async () => {
    expect(await mine(`startDate=${addDays(today(), -7)}`)).toEqual([reviewed])
    expect(await mine(`endDate=${addDays(today(), -7)}`)).toEqual([older])
  })

  it('combines the state and the period', async () => {
    expect(await mine(`state=received&startDate=${addDays(today(), -7)}`)).toEqual([])
  })

  it('refuses a state outside the status model, and a reversed period, in Korean', async () => {
    expectRefused(await v1('/applications/tech/mine?state=pending', { headers: bearer(token) }), /^상태는 접수, 검토중, .* 중 하나여야 합니다\.$/)
    expectRefused(await v1('/applications/edu/mine?startDate=2026-05-02&endDate=2026-05-01', { headers: bearer(token) }), periodMessages.order)
  })
})

describe('the my-page bookings filters', () => {
  let near: number
  let far: string

  beforeAll(async () => {
    const equipment = await createTestEquipment()
    const nearDay = workingDay(3)
    far = workingDay(20)
    near = (await book<{ id: number }>(token, bookingFor(member, equipment, nearDay, ['10:00']))).body.data!.id
    const farBooking = (await book<{ id: number }>(token, bookingFor(member, equipment, far, ['10:00']))).body.data!.id
    const moved = await v1(`/equipment/reservations/${farBooking}/state`, {
      method: 'POST',
      headers: bearer(await staffToken()),
      body: JSON.stringify({ to: 'confirm' }),
    })
    expect(moved.httpStatus).toBe(200)
  })

  const mine = async (query: string) => {
    const { httpStatus, body } = await v1<ListData<MyEquipmentReservationRow>>(`/mypage/equ/list?pageSize=100&${query}`, { headers: bearer(token) })
    expect(httpStatus).toBe(200)
    return body.data!.list
  }

  it('lists only the bookings in the chosen state', async () => {
    expect((await mine('state=standby')).map((row) => row.id)).toEqual([near])
    expect((await mine('state=confirm')).map((row) => row.useDate)).toEqual([far])
  })

  it('takes the period as the day of use', async () => {
    expect((await mine(`startDate=${far}&endDate=${far}`)).map((row) => row.useDate)).toEqual([far])
    expect((await mine(`endDate=${addDays(far, -1)}`)).map((row) => row.id)).toEqual([near])
  })

  it('refuses a state bookings do not have, in Korean', async () => {
    expectRefused(await v1('/mypage/equ/list?state=review', { headers: bearer(token) }), /^예약 상태는 신청, 승인, .* 중 하나여야 합니다\.$/)
  })
})

describe('the 기간 search of the my-page posts', () => {
  it('lists only the own posts written within the period', async () => {
    const typeId = await firstTypeId(token, 'qna')
    const written = await writePost(token, 'qna', postInput(typeId, { title: '기간 검색 문의' }))
    expect(written.httpStatus).toBe(200)
    const listed = async (query: string) =>
      (await v1<ListData<MemberPostSummary>>(`/member-boards/qna/mine?${query}`, { headers: bearer(token) })).body.data!.list.map((post) => post.title)
    expect(await listed(`startDate=${today()}&endDate=${today()}`)).toContain('기간 검색 문의')
    expect(await listed(`endDate=${addDays(today(), -1)}`)).toEqual([])
    expectRefused(await v1(`/member-boards/qna/mine?startDate=${today()}&endDate=${addDays(today(), -1)}`, { headers: bearer(token) }), periodMessages.order)
  })
})
