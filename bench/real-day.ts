import { Agent, request } from 'undici'
import type { AvailabilityData } from '../contract/equipment'
import { addDays, kstDay } from '../cms/platform/time/kst'
import { seedPassword, seedUsernames } from '../seed/data/accounts'
import { readValue } from '../tests/helpers/database-writes'
import { createBenchEquipment, login } from './equipment'
import { type LatencySummary, summarise } from './latency'
import { residentMb } from './mixed-load'

/**
 * A day of the portal at `connections` visitors at once, each pausing 0.5–2 s between steps as a
 * person does: guests browse lists, details, the header search and server-rendered pages; members
 * sign in, open their my-page, book and cancel equipment, write on the collaboration board and
 * comment, ask on Q&A, apply to a course and withdraw. Every acknowledged write is counted per kind
 * and looked up in the database afterwards, which must also pass SQLite's integrity check.
 */
export type Kind = 'read' | 'write'

type WriteKind = 'booking' | 'cancellation' | 'post' | 'comment' | 'question' | 'application' | 'withdrawal'

export type RealDayResult = {
  seconds: number
  requests: number
  latency: Record<Kind, LatencySummary>
  /** Non-2xx answers other than a lost booking race, and requests that got no answer. */
  errors: number
  serverErrors: number
  bookingConflicts: number
  memoryMb: { earlyAtSecond: number; early: number; end: number }
  acknowledged: Record<WriteKind, number>
  found: Record<WriteKind, number>
  integrity: string
  firstErrors: string[]
}

const MEMBER_SHARE = 0.6
/** A member signs in again after this many steps, as if starting another visit. */
const STEPS_PER_VISIT = 20
const keywords = ['교육', '장비', '기술이전', '공지', '산학', '지원사업']

/** Noon in Seoul `offset` days from today, as the course dates are stored. */
const dayFrom = (offset: number) => `${addDays(kstDay(new Date()), offset)}T03:00:00.000Z`

/** What the load counts as an acknowledged write: any 2xx. */
const acknowledgedBy = <T extends { status: number }>(answer: T | null): answer is T => answer !== null && answer.status >= 200 && answer.status < 300

const think = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500))
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!

export const runRealDay = async (
  baseUrl: string,
  { pid, dataDir, connections, seconds }: { pid: number; dataDir: string; connections: number; seconds: number },
): Promise<RealDayResult> => {
  const agent = new Agent({ connections: null, keepAliveTimeout: 30_000 })
  const latencies: Record<Kind, number[]> = { read: [], write: [] }
  const acknowledged: Record<WriteKind, number> = { booking: 0, cancellation: 0, post: 0, comment: 0, question: 0, application: 0, withdrawal: 0 }
  const tally = { requests: 0, errors: 0, serverErrors: 0, bookingConflicts: 0, firstErrors: [] as string[] }
  const runId = Date.now().toString(36)
  const marker = `벤치${runId}`

  type Answer = { status: number; data: { id?: number } & Record<string, unknown> }
  const call = async (
    kind: Kind,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    { token, address, body, expected = [] }: { token?: string; address?: string; body?: unknown; expected?: number[] } = {},
  ): Promise<Answer | null> => {
    const started = performance.now()
    tally.requests += 1
    try {
      const response = await request(`${baseUrl}${path}`, {
        dispatcher: agent,
        method,
        headers: {
          ...(token ? { Authorization: `JWT ${token}` } : {}),
          ...(address ? { 'X-Forwarded-For': address } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      })
      const text = await response.body.text()
      latencies[kind].push(performance.now() - started)
      const status = response.statusCode
      if (status >= 500) tally.serverErrors += 1
      if (status >= 300 && !expected.includes(status)) {
        tally.errors += 1
        if (tally.firstErrors.length < 5) tally.firstErrors.push(`${method} ${path} → ${status} ${text.slice(0, 200)}`)
      }
      const json = response.headers['content-type']?.includes('json') ? (JSON.parse(text) as { data?: Answer['data'] } & Answer['data']) : {}
      return { status, data: json.data ?? json }
    } catch (error) {
      tally.errors += 1
      if (tally.firstErrors.length < 5) tally.firstErrors.push(`${method} ${path} → ${(error as Error).message}`)
      return null
    }
  }

  // Up front, as staff would have them: one piece of equipment, one course, members to sign in as.
  const admin = await login(baseUrl, seedUsernames.admin)
  const equipmentId = await createBenchEquipment(baseUrl)
  const course = await call('write', 'POST', '/api/courses', {
    token: admin,
    body: {
      title: `${marker} 실무 과정`,
      mode: 'collective',
      state: 'open',
      capacity: null,
      fee: 0,
      location: '산학협력관 301호',
      applyStart: dayFrom(-1),
      applyEnd: dayFrom(30),
      eduStart: dayFrom(40),
      eduEnd: dayFrom(41),
      _status: 'published',
    },
  })
  const courseId = (course?.data as { doc?: { id: number } }).doc!.id
  const noticeIds = ((await call('read', 'GET', '/api/v1/boards/notice/list?pageNum=1&pageSize=10'))!.data.list as { id: number }[]).map((row) => row.id)
  const equipmentIds = ((await call('read', 'GET', '/api/v1/equipment/list?pageNum=1&pageSize=12'))!.data.list as { id: number }[]).map((row) => row.id)
  const today = kstDay(new Date())
  const months = [...new Set([1, 31, 61].map((offset) => addDays(today, offset).slice(0, 7)))]
  const openDays: string[] = []
  for (const month of months) {
    const answer = await call('read', 'GET', `/api/v1/equipment/${equipmentId}/availability?month=${month}`)
    const { days } = answer!.data as unknown as AvailabilityData
    openDays.push(...days.filter((day) => day.state === 'open' && day.date > today && day.date <= addDays(today, 60)).map((day) => day.date))
  }
  const typeOf = async (board: 'qna' | 'collabo') => {
    const answer = await call('read', 'GET', `/api/v1/member-boards/${board}/types`, { token: admin })
    return (answer!.data as unknown as { id: number }[])[0]!.id
  }
  const [qnaType, collaboType] = [await typeOf('qna'), await typeOf('collabo')]
  const memberCount = Math.round(connections * MEMBER_SHARE)
  const usernames: string[] = []
  for (let index = 0; index < memberCount; index += 1) {
    const username = `bench${runId}m${index}`
    const created = await call('write', 'POST', '/api/users', {
      token: admin,
      body: { username, email: `${username}@example.com`, name: '부하회원', password: seedPassword, memberClass: 'general', role: 'member', status: 'active' },
    })
    if (created?.status !== 201) throw new Error(`creating the bench member ${username} failed: ${created?.status} ${JSON.stringify(created?.data)}`)
    usernames.push(username)
  }
  // The set-up's own requests are not part of the day's figures.
  latencies.read.length = 0
  latencies.write.length = 0
  Object.assign(tally, { requests: 0, errors: 0, serverErrors: 0, firstErrors: [] })

  const startedAt = Date.now()
  const deadline = startedAt + seconds * 1000
  const earlyAtSecond = Math.min(120, Math.round(seconds / 5))
  let early = residentMb(pid)
  const sampler = setTimeout(() => (early = residentMb(pid)), earlyAtSecond * 1000)

  const browse = (token?: string, address?: string) => {
    const get = (path: string) => call('read', 'GET', path, { token, address })
    return pick([
      () => get('/api/v1/boards/notice/list?pageNum=1&pageSize=10'),
      () => get(`/api/v1/boards/notice/${pick(noticeIds)}`),
      () => get(`/api/v1/main/main?searchKeyword=${encodeURIComponent(pick(keywords))}`),
      () => get('/api/v1/equipment/list?pageNum=1&pageSize=12'),
      () => get(`/api/v1/equipment/${pick(equipmentIds)}`),
      () => get('/api/v1/education/courses/list?pageNum=1&pageSize=8'),
      () => get(`/api/v1/education/courses/${courseId}`),
      () => get('/api/v1/member-boards/collabo/list?pageNum=1&pageSize=10'),
      () => get('/infoPlaza/notice'),
      () => get(`/infoPlaza/noticeDetail?id=${pick(noticeIds)}`),
      () => get('/'),
    ])()
  }

  const guest = async (address: string) => {
    while (Date.now() < deadline) {
      await browse(undefined, address)
      await think()
    }
  }

  const member = async (username: string, address: string) => {
    const bookings: number[] = []
    const posts: number[] = []
    let application: number | null = null
    let token = ''
    let steps = 0
    const write = (method: 'POST' | 'PATCH', path: string, body: unknown, expected: number[] = []) =>
      call('write', method, path, { token, address, body, expected })
    const actions: [weight: number, run: () => Promise<unknown>][] = [
      [6, () => browse(token, address)],
      [2, () => call('read', 'GET', '/api/v1/mypage/myPage', { token, address })],
      [
        3,
        async () => {
          const answer = await write(
            'POST',
            '/api/v1/equipment/reservations',
            {
              equipmentId,
              date: pick(openDays),
              slots: [`${String(9 + Math.floor(Math.random() * 9)).padStart(2, '0')}:00`],
              usageMode: 'self',
              purpose: '부하 시험',
              applicantName: '부하회원',
              organisation: '새솔대학교',
              phone: '010-3456-7890',
              email: `${username}@example.com`,
            },
            [409],
          )
          if (answer?.status === 409) tally.bookingConflicts += 1
          else if (acknowledgedBy(answer)) {
            acknowledged.booking += 1
            bookings.push(answer.data.id!)
          }
        },
      ],
      [
        2,
        async () => {
          const id = bookings.shift()
          if (id === undefined) return
          if (acknowledgedBy(await write('PATCH', `/api/v1/equipment/reservations/${id}/cancel`, { reason: '일정 변경' }))) acknowledged.cancellation += 1
        },
      ],
      [
        1,
        async () => {
          const answer = await write('POST', '/api/v1/member-boards/collabo/posts', {
            typeId: collaboType,
            title: `${marker} 협력 요청`,
            contentHtml: '<p>공동 연구를 제안합니다.</p>',
            secret: false,
            imageIds: [],
            attachmentIds: [],
            contact: { company: '(주)부하시험', contactName: '부하회원', phone: '010-1111-2222', email: `${username}@example.com` },
            privacyConsent: true,
          })
          if (acknowledgedBy(answer)) {
            acknowledged.post += 1
            posts.push(answer.data.id!)
          }
        },
      ],
      [
        2,
        async () => {
          if (posts.length === 0) return
          const answer = await write('POST', `/api/v1/member-boards/collabo/${pick(posts)}/comments`, { body: `${marker} 추가 설명드립니다.` })
          if (acknowledgedBy(answer)) acknowledged.comment += 1
        },
      ],
      [
        1,
        async () => {
          const answer = await write('POST', '/api/v1/member-boards/qna/posts', {
            typeId: qnaType,
            title: `${marker} 문의`,
            contentHtml: '<p>장비 사용 교육 일정이 궁금합니다.</p>',
            secret: false,
            imageIds: [],
            attachmentIds: [],
          })
          if (acknowledgedBy(answer)) acknowledged.question += 1
        },
      ],
      [
        1,
        async () => {
          if (application !== null) {
            const answer = await write('POST', `/api/v1/applications/edu/${application}/state`, { to: 'withdrawn' })
            if (acknowledgedBy(answer)) {
              acknowledged.withdrawal += 1
              application = null
            }
            return
          }
          const answer = await write('POST', '/api/v1/applications/edu', {
            courseId,
            contactName: '부하회원',
            company: '새솔테크',
            phone: '010-2222-3333',
            email: `${username}@example.com`,
            motivation: '실무 역량을 키우고 싶습니다.',
            privacyConsent: true,
          })
          if (acknowledgedBy(answer)) {
            acknowledged.application += 1
            application = answer.data.id!
          }
        },
      ],
    ]
    const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0)
    while (Date.now() < deadline) {
      if (steps % STEPS_PER_VISIT === 0) {
        const answer = await call('write', 'POST', '/api/users/login', { address, body: { username, password: seedPassword } })
        token = (answer?.data as { token?: string } | undefined)?.token ?? token
      } else {
        let roll = Math.random() * totalWeight
        const [, run] = actions.find(([weight]) => (roll -= weight) < 0) ?? actions[0]!
        await run()
      }
      steps += 1
      await think()
    }
  }

  // Each visitor comes from its own address, as people do, so the per-address sign-in limit sees one person each.
  const address = (index: number) => `10.88.${Math.floor(index / 250)}.${(index % 250) + 1}`
  await Promise.all(
    Array.from({ length: connections }, (_, index) => (index < memberCount ? member(usernames[index]!, address(index)) : guest(address(index)))),
  )
  clearTimeout(sampler)
  const end = residentMb(pid)
  await agent.close()

  const url = `file:${dataDir}/portal.db`
  const count = async (query: string) => Number(await readValue(url, query))
  const like = `'${marker}%'`
  const found: Record<WriteKind, number> = {
    booking: await count(`SELECT COUNT(*) FROM "equipment_reservations" WHERE "equipment_id" = ${equipmentId}`),
    cancellation: await count(`SELECT COUNT(*) FROM "equipment_reservations" WHERE "equipment_id" = ${equipmentId} AND "state" = 'cancel'`),
    post: await count(`SELECT COUNT(*) FROM "collaboration_requests" WHERE "title" LIKE ${like}`),
    comment: await count(`SELECT COUNT(*) FROM "post_comments" WHERE "body" LIKE ${like}`),
    question: await count(`SELECT COUNT(*) FROM "inquiries" WHERE "title" LIKE ${like}`),
    application: await count(`SELECT COUNT(*) FROM "course_applications" WHERE "course_id" = ${courseId}`),
    withdrawal: await count(`SELECT COUNT(*) FROM "course_applications" WHERE "course_id" = ${courseId} AND "state" = 'withdrawn'`),
  }
  return {
    seconds,
    requests: tally.requests,
    latency: { read: summarise(latencies.read), write: summarise(latencies.write) },
    errors: tally.errors,
    serverErrors: tally.serverErrors,
    bookingConflicts: tally.bookingConflicts,
    memoryMb: { earlyAtSecond, early, end },
    acknowledged,
    found,
    integrity: String(await readValue(url, 'PRAGMA integrity_check')),
    firstErrors: tally.firstErrors,
  }
}
