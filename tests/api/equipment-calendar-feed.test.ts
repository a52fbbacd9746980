import { beforeAll, describe, expect, it } from 'vitest'
import type { CalendarFeedData, ReservationData } from '../../contract/equipment'
import { bearer, v1 } from '../helpers/api'
import { book, bookingFor, cancel, createTestEquipment, memberToken, staffToken, workingDay } from '../helpers/equipment'
import { createMember, type TestMember } from '../helpers/members'

let owner: TestMember
let other: TestMember
let ownerToken: string
let otherToken: string

beforeAll(async () => {
  ;[owner, other] = await Promise.all([createMember('feedo'), createMember('feedx')])
  ;[ownerToken, otherToken] = await Promise.all([memberToken(owner), memberToken(other)])
})

const issueFeed = async (token: string) => {
  const { httpStatus, body } = await v1<CalendarFeedData>('/mypage/equ/feed', { method: 'POST', headers: bearer(token) })
  expect(httpStatus).toBe(200)
  return body.data!
}

/** What a calendar app gets from the address: no sign-in, the token is the key. */
const fetchFeed = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** The calendar's lines with RFC 5545 folding undone. */
const unfolded = (text: string) => text.replace(/\r\n /g, '')

const bookOne = async (member: TestMember, token: string, equipmentId: number, day: string, slot: string) => {
  const { httpStatus, body } = await book<ReservationData>(token, bookingFor(member, equipmentId, day, [slot]))
  expect(httpStatus).toBe(200)
  return body.data!
}

describe("a member's calendar feed", () => {
  it('lists all their bookings with the state, follows changes, and holds nobody else’s', async () => {
    const equipmentId = await createTestEquipment()
    const day = workingDay(6)
    const kept = await bookOne(owner, ownerToken, equipmentId, day, '10:00')
    const dropped = await bookOne(owner, ownerToken, equipmentId, day, '12:00')
    const others = await bookOne(other, otherToken, equipmentId, day, '14:00')
    const feed = await issueFeed(ownerToken)
    expect(feed.url).toMatch(/\/api\/v1\/equipment\/feed\/[A-Za-z0-9_-]{43}\.ics$/)

    const first = await fetchFeed(feed.url!)
    expect(first.status).toBe(200)
    expect(first.type).toContain('text/calendar')
    const text = unfolded(first.text)
    expect(text).toContain(`UID:${kept.reservationNo}@`)
    expect(text).toContain(`UID:${dropped.reservationNo}@`)
    expect(text).toContain('SUMMARY:[신청] 시험용 장비')
    expect(text).toContain('STATUS:TENTATIVE')
    expect(text).not.toContain(others.reservationNo)

    expect((await cancel(ownerToken, dropped.id)).httpStatus).toBe(200)
    const after = unfolded((await fetchFeed(feed.url!)).text)
    const droppedEvent = after.split('BEGIN:VEVENT').find((event) => event.includes(dropped.reservationNo))!
    expect(droppedEvent).toContain('SUMMARY:[취소]')
    expect(droppedEvent).toContain('STATUS:CANCELLED')

    // The other member's own feed has their booking only.
    const otherText = (await fetchFeed((await issueFeed(otherToken)).url!)).text
    expect(otherText).toContain(others.reservationNo)
    expect(otherText).not.toContain(kept.reservationNo)
  })

  it('is shown as issued without its address, and a re-issued or revoked address answers 404', async () => {
    const old = await issueFeed(ownerToken)
    const status = await v1<CalendarFeedData>('/mypage/equ/feed', { headers: bearer(ownerToken) })
    expect(status.body.data).toMatchObject({ active: true, url: null })
    expect(status.body.data!.issuedAt).toBeTruthy()

    const renewed = await issueFeed(ownerToken)
    expect(renewed.url).not.toBe(old.url)
    expect((await fetchFeed(old.url!)).status).toBe(404)
    expect((await fetchFeed(renewed.url!)).status).toBe(200)

    const revoked = await v1<CalendarFeedData>('/mypage/equ/feed', { method: 'DELETE', headers: bearer(ownerToken) })
    expect(revoked.body.data).toMatchObject({ active: false, url: null })
    const gone = await fetchFeed(renewed.url!)
    expect(gone.status).toBe(404)
    expect(gone.text).toContain('캘린더 구독 주소를 찾을 수 없습니다.')
    expect((await fetchFeed(renewed.url!.replace(/\/[^/]+\.ics$/, '/not-a-token.ics'))).status).toBe(404)
  })

  it('needs a signed-in member to issue', async () => {
    expect((await v1('/mypage/equ/feed', { method: 'POST' })).httpStatus).toBe(401)
  })
})

describe("staff's feed of one piece of equipment", () => {
  it('lists every booking of it with the members masked; members may not issue one', async () => {
    const equipmentId = await createTestEquipment()
    const booked = await bookOne(owner, ownerToken, equipmentId, workingDay(7), '09:00')
    expect((await v1(`/equipment/${equipmentId}/feed`, { method: 'POST', headers: bearer(ownerToken) })).httpStatus).toBe(403)
    const { httpStatus, body } = await v1<CalendarFeedData>(`/equipment/${equipmentId}/feed`, { method: 'POST', headers: bearer(await staffToken()) })
    expect(httpStatus).toBe(200)
    const text = unfolded((await fetchFeed(body.data!.url!)).text)
    expect(text).toContain(booked.reservationNo)
    expect(text).toContain('테***원')
    expect(text).not.toContain(owner.name)
    expect(text).not.toContain(owner.email)
  })
})
