import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { addDays, kstDay, kstInstant } from '../../cms/platform/time/kst'
import { buildPdf } from '../../seed/lib/documents'
import { graphql, rest } from '../helpers/access-matrix'
import { bearer, portalUrl, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { seedMemberToken, staffToken } from '../helpers/equipment'
import { firstTypeId } from '../helpers/member-boards'
import { callDetail, callList, createCall } from '../helpers/projects'
import { uploadToCollection } from '../helpers/uploads'
import type { MemberPostSummary } from '../../contract/member-boards'

const run = `편의${Date.now().toString(36)}`
let markers = 0
const marker = () => `${run}-${++markers}`

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
/** An instant inside a Korean calendar day `offset` days from today, as the admin's date picker stores one. */
const kstDayFromToday = (offset: number) => kstInstant(addDays(kstDay(new Date()), offset), '12:00').toISOString()

let staff: string
let member: string

type NoticeInput = { title: string; publishedAt: string; pinned?: boolean; pinnedUntil?: string; attachments?: number[] }

const publishNotice = async (notice: NoticeInput) => {
  const { httpStatus, body } = await rest<{ doc: { id: number } }>(staff, '/notices', {
    method: 'POST',
    body: JSON.stringify({ category: 'general', content: lexical('게시판 편의 기능 본문'), _status: 'published', ...notice }),
  })
  expect(httpStatus, JSON.stringify(body)).toBe(201)
  return body.doc.id
}

/** The notices of this run whose titles hold `word`, in the list's order. */
const listNotices = async (word: string) => {
  const { httpStatus, body } = await v1<ListData<BoardPostSummary>>(
    `/boards/notice/list?pageSize=50&searchType=title&searchKeyword=${encodeURIComponent(word)}`,
  )
  expect(httpStatus).toBe(200)
  return body.data!.list
}

const setNewPostDays = async (days: number) => {
  const { httpStatus } = await rest(staff, '/globals/site-settings', { method: 'POST', body: JSON.stringify({ newPostDays: days }) })
  expect(httpStatus).toBe(200)
}

let storedDays: number

beforeAll(async () => {
  staff = await staffToken()
  member = await seedMemberToken('member1')
  storedDays = (await rest<{ newPostDays: number }>(staff, '/globals/site-settings?depth=0')).body.newPostDays
  await setNewPostDays(3)
})

afterAll(() => setNewPostDays(storedDays))

describe('the N mark (새 글)', () => {
  const word = marker()
  let fresh: number
  let older: number

  beforeAll(async () => {
    fresh = await publishNotice({ title: `${word} 오늘 글`, publishedAt: new Date().toISOString() })
    older = await publishNotice({ title: `${word} 닷새 전 글`, publishedAt: daysAgo(5) })
  })

  afterAll(() => setNewPostDays(3))

  const isNewOf = async (id: number) => (await listNotices(word)).find((post) => post.id === id)!.isNew

  it('marks a notice published just now as new', async () => {
    expect(await isNewOf(fresh)).toBe(true)
  })

  it('does not mark a notice older than the 새 글 표시 기간', async () => {
    expect(await isNewOf(older)).toBe(false)
  })

  it('follows 사이트 설정: a longer period marks the older notice new, 0 marks nothing', async () => {
    await setNewPostDays(7)
    expect(await isNewOf(older)).toBe(true)
    await setNewPostDays(0)
    expect(await isNewOf(fresh)).toBe(false)
  })

  it('gives the post detail the same mark as its list row', async () => {
    await setNewPostDays(3)
    const { body } = await v1<BoardPostDetail>(`/boards/notice/${fresh}`)
    expect(body.data!.isNew).toBe(true)
  })
})

describe('고정 종료일', () => {
  const word = marker()
  const ids: Record<'untilTomorrow' | 'untilToday' | 'endedYesterday' | 'ordinary', number> = {} as never

  beforeAll(async () => {
    ids.untilTomorrow = await publishNotice({ title: `${word} 내일까지 고정`, publishedAt: daysAgo(30), pinned: true, pinnedUntil: kstDayFromToday(1) })
    ids.untilToday = await publishNotice({ title: `${word} 오늘까지 고정`, publishedAt: daysAgo(40), pinned: true, pinnedUntil: kstDayFromToday(0) })
    ids.endedYesterday = await publishNotice({ title: `${word} 어제 고정 끝`, publishedAt: daysAgo(20), pinned: true, pinnedUntil: kstDayFromToday(-1) })
    ids.ordinary = await publishNotice({ title: `${word} 일반 글`, publishedAt: daysAgo(10) })
  })

  it('keeps a notice pinned through its end date, then lists it by its date as an ordinary post', async () => {
    const posts = await listNotices(word)
    expect(posts.map((post) => post.id)).toEqual([ids.untilTomorrow, ids.untilToday, ids.ordinary, ids.endedYesterday])
    expect(posts.map((post) => post.pinned)).toEqual([true, true, false, false])
  })

  it('drops the pin mark from the detail of a notice whose pin has ended', async () => {
    const { body } = await v1<BoardPostDetail>(`/boards/notice/${ids.endedYesterday}`)
    expect(body.data!.pinned).toBe(false)
  })
})

describe('the N mark and 고정 종료일 beyond notices', () => {
  it('marks a 과제 공고 written just now as new, in its list and its detail', async () => {
    const id = await createCall()
    const { body } = await callList('?pageSize=100')
    expect(body.data!.list.find((call) => call.id === id)!.isNew).toBe(true)
    expect((await callDetail(null, id)).body.data!.isNew).toBe(true)
  })

  it('lists a 협력지원 staff notice whose pin ended yesterday as an ordinary post, and one pinned until tomorrow on top', async () => {
    const postType = await firstTypeId(null, 'collabo')
    const write = async (title: string, pinnedUntil: string) => {
      const { httpStatus, body } = await rest<{ doc: { id: number } }>(staff, '/collaboration-requests', {
        method: 'POST',
        body: JSON.stringify({ postType, title, content: lexical('안내'), pinned: true, pinnedUntil }),
      })
      expect(httpStatus, JSON.stringify(body)).toBe(201)
      return body.doc.id
    }
    const ended = await write(`${marker()} 고정 끝난 안내`, kstDayFromToday(-1))
    const holding = await write(`${marker()} 고정 중인 안내`, kstDayFromToday(1))
    const { body } = await v1<ListData<MemberPostSummary>>('/member-boards/collabo/list?pageSize=100')
    const posts = body.data!.list
    const firstOrdinary = posts.findIndex((post) => !post.pinned)
    expect(posts.findIndex((post) => post.id === holding)).toBeLessThan(firstOrdinary)
    expect(posts.find((post) => post.id === ended)).toMatchObject({ pinned: false, staffNotice: true, isNew: true })
    expect(posts.findIndex((post) => post.id === ended)).toBeGreaterThanOrEqual(firstOrdinary)
  })
})

describe('attachment download counts', () => {
  let fileId: number
  let fileUrl: string
  let noticeId: number

  const attachmentAs = async (token: string | null) => {
    const { body } = await v1<BoardPostDetail>(`/boards/notice/${noticeId}`, { headers: token ? bearer(token) : {} })
    return body.data!.attachments.find((file) => file.id === fileId)!
  }

  beforeAll(async () => {
    const pdf = new Blob([new Uint8Array(buildPdf({ title: 'Count', lines: ['download count'] }))], { type: 'application/pdf' })
    const upload = await uploadToCollection(portalUrl(), 'files', pdf, `${marker()}.pdf`, bearer(staff))
    expect(upload.status, upload.text).toBe(201)
    const doc = (JSON.parse(upload.text) as { doc: { id: number; url: string } }).doc
    fileId = doc.id
    fileUrl = doc.url
    noticeId = await publishNotice({ title: `${marker()} 첨부 글`, publishedAt: new Date().toISOString(), attachments: [fileId] })
    const downloads = await Promise.all([fetch(`${portalUrl()}${fileUrl}`), fetch(`${portalUrl()}${fileUrl}`)])
    for (const download of downloads) {
      expect(download.status).toBe(200)
      await download.arrayBuffer()
    }
  })

  it('counts two simultaneous downloads as two, and shows staff the count next to the attachment', async () => {
    expect((await attachmentAs(staff)).downloadCount).toBe(2)
  })

  it('never sends the count to a guest or a member on the portal', async () => {
    expect(await attachmentAs(null)).not.toHaveProperty('downloadCount')
    expect(await attachmentAs(member)).not.toHaveProperty('downloadCount')
  })

  it('shows the count to staff in Payload REST and GraphQL and to no guest or member', async () => {
    const viaRest = async (token: string | null) => (await rest<Record<string, unknown>>(token, `/files/${fileId}?depth=0`)).body
    expect((await viaRest(staff)).downloadCount).toBe(2)
    expect(await viaRest(null)).not.toHaveProperty('downloadCount')
    expect(await viaRest(member)).not.toHaveProperty('downloadCount')

    const query = `query { File(id: ${fileId}) { id downloadCount } }`
    const viaGraphQL = async (token: string | null) => (await graphql<{ File: { downloadCount: number | null } }>(token, query)).data?.File?.downloadCount
    expect(await viaGraphQL(staff)).toBe(2)
    expect(await viaGraphQL(null)).toBeNull()
    expect(await viaGraphQL(member)).toBeNull()
  })
})
