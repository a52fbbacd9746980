import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { withDownloadReason } from '../../contract/access-log'
import type { ApplicationMonthFigures, StatisticsData } from '../../contract/statistics'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, portalUrl, requestJson, requestJsonAt, v1 } from '../helpers/api'
import { writeTestDatabase } from '../helpers/backdate'
import { bulkMonths, insertBulkApplications } from '../helpers/bulk-applications'
import { isPostgresUrl } from '../helpers/database-writes'
import { answerSurvey, answersTo, createSurvey, endedEvent } from '../helpers/surveys'
import { appliedToCourse, createCourse, moveCourseApplication } from '../helpers/education'
import { book, bookingFor, createTestEquipment, memberToken, moveState, staffToken, workingDay } from '../helpers/equipment'
import { collaborationContact, firstTypeId, postInput, staffAnswer, writePost } from '../helpers/member-boards'
import { adminLogin, createCompany, createMember, type TestMember } from '../helpers/members'
import { type RunningPortal, startPortal } from '../helpers/portal-process'

/**
 * 운영 통계 (issue 34). Every figure is compared with what this file made itself, in 2017-04…06: no
 * other test file and no demo row lives in those months, so the counts there are this file's alone.
 * Rows are moved into the period as time passing would (created_at, the history's decision time).
 */
const period = 'from=2017-04&to=2017-06'
const hour = 3_600_000
const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + plusHours * hour).toISOString()

type Envelope<T> = { status: { message: string }; data: T | null }

const summary = (query: string, token: string | null) => v1<StatisticsData>(`/statistics/summary?${query}`, { headers: token ? bearer(token) : {} })

const set = (table: string, column: string, id: number, value: string) => ({ sql: `UPDATE "${table}" SET "${column}" = ? WHERE id = ?`, args: [value, id] })
const decidedAt = (id: number, value: string) => ({
  sql: `UPDATE "course_applications_history" SET "at" = ? WHERE "_parent_id" = ? AND "state" IN ('approved', 'rejected')`,
  args: [value, id],
})

let staff: string
let data: StatisticsData
const members: TestMember[] = []
let courseId: number
let equipmentId: number
let companyId: number
let eventId: number

/*
 * The shared server's retention job runs every two seconds (tests/helpers/portal-process.ts): it would
 * delete the answered 2017 posts (kept 2 years) before the summary reads them, as it did in a full run.
 * This file keeps what it made for its own run and gives the settings back.
 */
const kept = ['applications', 'equipmentBookings', 'memberPosts'] as const
let retentionBefore: Record<string, number | null> = {}
const retention = async (values?: Record<string, number | null>) => {
  const { httpStatus, body } = await requestJson<Record<string, number | null>>('/api/globals/retention-settings', {
    method: values ? 'POST' : 'GET',
    headers: bearer(await adminLogin()),
    body: values ? JSON.stringify(values) : undefined,
  })
  expect(httpStatus).toBe(200)
  return body
}

afterAll(async () => {
  await retention(Object.fromEntries(kept.map((key) => [key, retentionBefore[key] ?? null])))
})

beforeAll(async () => {
  retentionBefore = await retention()
  await retention(Object.fromEntries(kept.map((key) => [key, 10 * 365])))
  staff = await staffToken()
  for (let index = 0; index < 3; index += 1) members.push(await createMember('stats'))
  const tokens = await Promise.all(members.map((member) => memberToken(member)))

  // 산업교육: three members apply to a course of four seats; staff approve two (one then completes) and turn one down.
  courseId = await createCourse(4)
  const applications = []
  for (const token of tokens) applications.push((await appliedToCourse(token, courseId)).id)
  const [first, second, third] = applications as [number, number, number]
  expect((await moveCourseApplication(staff, first, 'approved')).httpStatus).toBe(200)
  expect((await moveCourseApplication(staff, first, 'done')).httpStatus).toBe(200)
  expect((await moveCourseApplication(staff, second, 'approved')).httpStatus).toBe(200)
  expect((await moveCourseApplication(staff, third, 'rejected', '정원 외 신청')).httpStatus).toBe(200)

  // Equipment: one booking of two hours, used in May.
  equipmentId = await createTestEquipment()
  const booked = await book<{ id: number }>(tokens[0]!, bookingFor(members[0]!, equipmentId, workingDay(3), ['10:00', '11:00']))
  expect(booked.httpStatus).toBe(200)
  const bookingId = booked.body.data!.id
  expect((await moveState(staff, bookingId, 'confirm')).httpStatus).toBe(200)

  // Q&A: two posts staff answer, one still waiting.
  const typeId = await firstTypeId(tokens[0]!, 'qna')
  const posts = []
  for (let index = 0; index < 3; index += 1) {
    const written = await writePost(tokens[0]!, 'qna', postInput(typeId, { title: `통계 시험 문의 ${index + 1}` }))
    expect(written.httpStatus).toBe(200)
    posts.push(written.body.data!.id)
  }
  for (const post of posts.slice(0, 2)) expect((await staffAnswer(staff, 'inquiries', post, '답변드립니다.')).httpStatus).toBe(200)
  // 협력지원 요청: the member comments first, staff later; only the staff's comment answers it.
  const collaboType = await firstTypeId(null, 'collabo')
  const request = await writePost(tokens[0]!, 'collabo', postInput(collaboType, { contact: collaborationContact, privacyConsent: true }))
  expect(request.httpStatus).toBe(200)
  const requestId = request.body.data!.id
  const comment = async (token: string) => {
    const written = await v1<{ id: number }>(`/member-boards/collabo/${requestId}/comments`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ body: '확인 부탁드립니다.' }),
    })
    expect(written.httpStatus).toBe(200)
    return written.body.data!.id
  }
  const memberComment = await comment(tokens[0]!)
  const staffComment = await comment(staff)

  companyId = (await createCompany()).id

  // 행사: two members checked in and one only registered; the two answer its survey with 5 and 4 points.
  eventId = await endedEvent(tokens.slice(0, 2), tokens.slice(2))
  const survey = await createSurvey({ event: eventId })
  for (const [token, points] of [
    [tokens[0]!, 5],
    [tokens[1]!, 4],
  ] as const)
    expect((await answerSurvey(token, survey.id, answersTo(survey, points))).httpStatus).toBe(200)

  await writeTestDatabase([
    // April: filed the 10th (decided 3 days later; 완료 came later still and does not move the decision) and the 20th (1 day).
    set('course_applications', 'created_at', first, '2017-04-10T01:00:00.000Z'),
    decidedAt(first, at('2017-04-10T01:00:00.000Z', 72)),
    set('course_applications', 'created_at', second, '2017-04-20T01:00:00.000Z'),
    decidedAt(second, at('2017-04-20T01:00:00.000Z', 24)),
    // 2017-05-31 16:00 UTC is 06-01 01:00 in Seoul: a June application, turned down 6 days later.
    set('course_applications', 'created_at', third, '2017-05-31T16:00:00.000Z'),
    decidedAt(third, at('2017-05-31T16:00:00.000Z', 144)),
    set('courses', 'edu_start', courseId, '2017-05-15T00:00:00.000Z'),
    set('equipment_reservations', 'use_date', bookingId, '2017-05-10'),
    // Q&A: answered after 2 and 5 hours in April; the May post waits.
    set('inquiries', 'created_at', posts[0]!, '2017-04-05T00:00:00.000Z'),
    set('inquiries', 'answered_at', posts[0]!, at('2017-04-05T00:00:00.000Z', 2)),
    set('inquiries', 'created_at', posts[1]!, '2017-04-06T00:00:00.000Z'),
    set('inquiries', 'answered_at', posts[1]!, at('2017-04-06T00:00:00.000Z', 5)),
    set('inquiries', 'created_at', posts[2]!, '2017-05-01T00:00:00.000Z'),
    set('collaboration_requests', 'created_at', requestId, '2017-05-02T00:00:00.000Z'),
    set('post_comments', 'created_at', memberComment, at('2017-05-02T00:00:00.000Z', 1)),
    set('post_comments', 'created_at', staffComment, at('2017-05-02T00:00:00.000Z', 4)),
    // Members: two joined in June, one at 00:30 on May 1 in Seoul (still April in UTC).
    set('users', 'created_at', members[0]!.id, '2017-06-10T01:00:00.000Z'),
    set('users', 'created_at', members[1]!.id, '2017-06-11T01:00:00.000Z'),
    set('users', 'created_at', members[2]!.id, '2017-04-30T15:30:00.000Z'),
    set('companies', 'created_at', companyId, '2017-06-01T00:00:00.000Z'),
    set('events', 'starts_at', eventId, '2017-05-20T05:00:00.000Z'),
    set('events', 'ends_at', eventId, '2017-05-20T08:00:00.000Z'),
  ])

  const answer = await summary(period, staff)
  expect(answer.httpStatus).toBe(200)
  data = answer.body.data!
})

const eduIn = (month: string) => data.applications.byMonth.find((row) => row.kind === 'edu' && row.month === month)!

describe('운영 통계: applications per programme and month', () => {
  it('counts each month’s applications in Seoul time with the state each stands in now', () => {
    expect(data.months).toEqual(['2017-04', '2017-05', '2017-06'])
    expect(eduIn('2017-04')).toMatchObject({ kindLabel: '산업교육', total: 2, states: expect.objectContaining({ approved: 1, done: 1, rejected: 0 }) })
    expect(eduIn('2017-05').total).toBe(0)
    expect(eduIn('2017-06')).toMatchObject({ total: 1, states: expect.objectContaining({ rejected: 1 }) })
  })

  it('gives the median days from filing to the first 승인 or 반려, the mean of the middle two for an even count', () => {
    expect(eduIn('2017-04')).toMatchObject({ decided: 2, medianDaysToDecision: 2 })
    expect(eduIn('2017-05').medianDaysToDecision).toBeNull()
    expect(eduIn('2017-06')).toMatchObject({ decided: 1, medianDaysToDecision: 6 })
    expect(data.applications.byProgramme.find((row) => row.kind === 'edu')).toMatchObject({ total: 3, decided: 3, medianDaysToDecision: 3 })
  })

  it('lists every programme for every month, with nothing filed as zero', () => {
    const kinds = new Set(data.applications.byMonth.map((row: ApplicationMonthFigures) => row.kind))
    expect([...kinds].sort()).toEqual(['assn', 'edu', 'family', 'tech', 'transfer'])
    expect(data.applications.byMonth.filter((row) => row.kind === 'tech').every((row) => row.total === 0 && row.medianDaysToDecision === null)).toBe(true)
  })
})

describe('운영 통계: equipment, courses, boards and members', () => {
  it('gives the equipment’s bookings, booked hours and booked ÷ open hours (every day 09–18 over 91 days)', () => {
    const row = data.equipment.find((one) => one.equipmentId === equipmentId)
    expect(row).toMatchObject({ bookings: 1, bookedHours: 2, openHours: 91 * 9, rate: Math.round((2 / (91 * 9)) * 1000) / 10 })
  })

  it('gives the course’s seats held ÷ capacity and 완료 ÷ approved, the turned-down applicant’s seat given back', () => {
    expect(data.courses.find((one) => one.courseId === courseId)).toMatchObject({
      startsOn: '2017-05-15',
      capacity: 4,
      seatsHeld: 2,
      fillRate: 50,
      approved: 2,
      completed: 1,
      completionRate: 50,
    })
  })

  it('gives the event’s registrations by state, 참석 ÷ those holding a seat, and the mean 5점 answer of its survey', () => {
    expect(data.events.find((one) => one.eventId === eventId)).toMatchObject({
      startsOn: '2017-05-20',
      registered: 3,
      attended: 2,
      waiting: 0,
      cancelled: 0,
      attendanceRate: 66.7,
      surveyResponses: 2,
      satisfaction: 4.5,
    })
  })

  it('counts Q&A and 협력지원 posts per month with the median hours to the staff’s first answer or comment', () => {
    const qna = (month: string) => data.boards.byMonth.find((row) => row.board === 'inquiries' && row.month === month)
    expect(qna('2017-04')).toMatchObject({ posts: 2, answered: 2, medianHoursToAnswer: 3.5 })
    expect(qna('2017-05')).toMatchObject({ posts: 1, answered: 0, medianHoursToAnswer: null })
    expect(data.boards.byBoard.find((row) => row.board === 'inquiries')).toMatchObject({ posts: 3, answered: 2, medianHoursToAnswer: 3.5 })
    expect(data.boards.byBoard.find((row) => row.board === 'collaboration-requests')).toMatchObject({ posts: 1, answered: 1, medianHoursToAnswer: 4 })
  })

  it('counts new members per 회원 구분 and month in Seoul time, and companies registered', () => {
    const month = (value: string) => data.members.find((row) => row.month === value)!
    expect(month('2017-04')).toMatchObject({ total: 0, companies: 0 })
    expect(month('2017-05')).toMatchObject({ total: 1, byClass: expect.objectContaining({ general: 1 }) })
    expect(month('2017-06')).toMatchObject({ total: 2, byClass: expect.objectContaining({ general: 2, student: 0 }), companies: 1 })
  })
})

describe('운영 통계: who may ask and what', () => {
  it('tells a guest to sign in and a member that it is not theirs', async () => {
    expect((await summary(period, null)).httpStatus).toBe(401)
    const member = await memberToken(members[0]!)
    const refused = await summary(period, member)
    expect(refused.httpStatus).toBe(403)
    expect(refused.body.data).toBeNull()
  })

  it.each([
    ['from=2017-13&to=2017-12', '기간은 2026-01 형식의 연월로 입력해 주세요.'],
    ['from=2017-06&to=2017-04', '시작 월이 종료 월보다 늦습니다. 기간을 다시 선택해 주세요.'],
    ['from=2014-01&to=2017-12', '통계 기간은 최대 36개월까지 조회할 수 있습니다.'],
  ])('refuses the period %s in Korean', async (query, message) => {
    const refused = await summary(query, staff)
    expect(refused.httpStatus).toBe(400)
    expect(refused.body.status.message).toBe(message)
  })

  it('counts the current year in Seoul when no period is asked', async () => {
    const year = new Date(Date.now() + 9 * hour).toISOString().slice(0, 4)
    const answer = await summary('', staff)
    expect(answer.body.data).toMatchObject({ from: `${year}-01`, to: `${year}-12` })
    expect(answer.body.data!.months).toHaveLength(12)
  })

  it('hands a block over as CSV only with a 다운로드 사유, with the figures of the page', async () => {
    const path = `/api/v1/statistics/export?block=courses&${period}`
    expect((await fetch(`${portalUrl()}${path}`, { headers: bearer(staff) })).status).toBe(400)
    const file = await fetch(`${portalUrl()}${withDownloadReason(path, '통계·보고', '')}`, { headers: bearer(staff) })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('text/csv')
    const lines = (await file.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('과정명,시작일,정원,확보 좌석,충원율(%),승인 인원,수료(완료) 인원,수료율(%)')
    expect(lines.some((line) => line.endsWith(',2017-05-15,4,2,50,2,1,50'))).toBe(true)
  })
})

/**
 * 100,000 applications on a server of this file's own (so no other file's lists grow by them): the
 * summary still answers, and its counts and medians are those of the rows inserted.
 */
describe('운영 통계 over 100,000 applications', () => {
  let portal: RunningPortal
  let databaseUrl: string
  let bulkStaff: string
  const perMonth = 10_000

  /** A database of its own on the test cluster (PostgreSQL runs), or the new server's SQLite file. */
  const ownDatabase = async () => {
    const shared = inject('portalDatabaseUrl')
    if (!isPostgresUrl(shared)) return null
    const name = `statistics_bulk_${Date.now().toString(36)}`
    const client = new pg.Client({ connectionString: shared })
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    const url = new URL(shared)
    url.pathname = `/${name}`
    return url.toString()
  }

  beforeAll(async () => {
    const postgresUrl = await ownDatabase()
    portal = await startPortal('statistics-bulk', postgresUrl ? { DATABASE_URL: postgresUrl } : {})
    databaseUrl = postgresUrl ?? `file:${portal.dataDir}/portal.db`
    const login = await requestJsonAt<{ token?: string }>(portal.url, '/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ username: seedUsernames.staff, password: seedPassword }),
    })
    bulkStaff = login.body.token!
    await insertBulkApplications(databaseUrl, perMonth)
  }, 300_000)

  afterAll(async () => {
    await portal?.stop()
  })

  it('answers the summary with each month’s count and median', async () => {
    const answer = await requestJsonAt<Envelope<StatisticsData>>(portal.url, '/api/v1/statistics/summary?from=2011-01&to=2011-12', {
      headers: bearer(bulkStaff),
    })
    expect(answer.httpStatus).toBe(200)
    const edu = answer.body.data!.applications.byMonth.filter((row) => row.kind === 'edu')
    expect(edu.slice(0, 10).map((row) => [row.total, row.decided, row.medianDaysToDecision])).toEqual(
      bulkMonths.map((_, index) => [perMonth, perMonth, index + 1]),
    )
    expect(answer.body.data!.applications.byProgramme.find((row) => row.kind === 'edu')).toMatchObject({
      total: 100_000,
      states: expect.objectContaining({ approved: 100_000 }),
    })
  })
})
