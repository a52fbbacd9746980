import { kstDay } from '../../cms/platform/time/kst'
import { describe, expect, it } from 'vitest'
import type { BoardPostSummary } from '../../contract/boards'
import type { CourseSummary } from '../../contract/education'
import type { ListData } from '../../contract/envelope'
import type { Banner } from '../../contract/main'
import type { EquipmentSummary } from '../../contract/equipment'
import type { Banner as BannerDoc, Course, Equipment, File, Media } from '../../cms/payload-types'
import { staffLogin } from '../helpers/accounts'
import { isPinnedNow } from '../../cms/platform/fields/pin'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'

/**
 * Lists read only their columns straight from the table (cms/platform/data/read-page.ts); these tests
 * hold them to what Payload's own REST returns for the same posts, so the lean path never drifts.
 */
type RestDoc = {
  id: number
  title: string
  category: string
  author?: string
  publishedAt: string
  viewCount?: number
  pinned?: boolean
  pinnedUntil?: string | null
  attachments?: (number | File)[]
  image?: Media
  _status?: string
  summary?: string | null
  host?: string | null
  recruitStart?: string | null
  recruitEnd?: string | null
}

const boards = [
  ['notice', 'notices'],
  ['news', 'news'],
  ['reference', 'references'],
  ['sharing', 'sharing-programs'],
  ['training', 'esg-posts'],
  ['founded', 'lifelong-posts'],
  ['activity', 'center-activities'],
] as const

const v1List = async (board: string, headers: Record<string, string> = {}) => {
  const { body } = await v1<ListData<BoardPostSummary>>(`/boards/${board}/list?pageSize=100`, { headers })
  return body.data!.list
}

const restDocs = async <T extends { id: number } = RestDoc>(collection: string, headers: Record<string, string> = {}) => {
  const { body } = await requestJson<{ docs: T[] }>(`/api/${collection}?limit=100&depth=1`, { headers })
  return new Map(body.docs.map((doc) => [doc.id, doc]))
}

describe('board list columns', () => {
  it.each(boards)('%s rows carry the same values as Payload REST', async (board, collection) => {
    const [rows, docs] = await Promise.all([v1List(board), restDocs(collection)])
    expect(rows.length).toBe(docs.size)
    for (const row of rows) {
      const doc = docs.get(row.id)!
      expect(row).toMatchObject({
        title: doc.title,
        category: doc.category,
        author: doc.author ?? '',
        publishedAt: doc.publishedAt,
        viewCount: doc.viewCount ?? 0,
        // A pin ends after its 고정 종료일; the list says whether it holds now.
        pinned: isPinnedNow(doc, new Date()),
        attachmentCount: doc.attachments?.length ?? 0,
        imageUrl: doc.image ? (doc.image.sizes?.card?.url ?? doc.image.url) : null,
        imageAlt: doc.image?.alt ?? null,
      })
    }
  })

  it('sharing rows carry the programme: who runs it, its application window and its summary', async () => {
    const [rows, docs] = await Promise.all([v1List('sharing'), restDocs('sharing-programs')])
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const doc = docs.get(row.id)!
      expect(row.programme).toEqual({ host: doc.host ?? null, recruitStart: doc.recruitStart ?? null, recruitEnd: doc.recruitEnd ?? null })
      expect(doc.summary && doc.summary.startsWith(row.excerpt.replace(/…$/, ''))).toBeTruthy()
    }
    expect(rows.some((row) => row.programme!.recruitEnd === null)).toBe(true)
    expect((await v1List('notice')).every((row) => row.programme === null)).toBe(true)
  })

  it('counts attachments per post, not across posts', async () => {
    const rows = await v1List('notice')
    expect(new Set(rows.map((row) => row.attachmentCount)).size).toBeGreaterThan(1)
  })

  it('gives every news row its own card image', async () => {
    const rows = await v1List('news')
    expect(rows.every((row) => row.imageUrl?.startsWith('/api/media/file/'))).toBe(true)
    expect(new Set(rows.map((row) => row.imageUrl)).size).toBeGreaterThan(1)
  })

  it('shows staff the published posts only, as visitors see them; drafts stay in the admin', async () => {
    const headers = bearer(await loginToken(staffLogin.username, staffLogin.password))
    const [rows, docs] = await Promise.all([v1List('notice', headers), restDocs('notices', headers)])
    expect([...docs.values()].some((doc) => doc._status === 'draft')).toBe(true)
    const publishedIds = [...docs.values()].filter((doc) => doc._status === 'published').map((doc) => doc.id)
    expect(rows.map((row) => row.id).sort()).toEqual(publishedIds.sort())
  })

  /** What a visitor reads today: staff's state, unless the application window says otherwise. */
  const stateOnTheCalendar = (doc: Course) => {
    const today = kstDay(new Date())
    if (doc.state === 'upcoming' || today < kstDay(new Date(doc.applyStart))) return 'upcoming'
    return doc.state === 'closed' || today > kstDay(new Date(doc.applyEnd)) ? 'closed' : 'open'
  }

  it('course rows carry the same values as Payload REST, their state read on the calendar', async () => {
    const [{ body }, docs] = await Promise.all([v1<ListData<CourseSummary>>('/education/courses/list?pageSize=100'), restDocs<Course>('courses')])
    expect(body.data!.list.length).toBe(docs.size)
    for (const row of body.data!.list) {
      const doc = docs.get(row.id)!
      const image = doc.image as Media | null | undefined
      expect(row).toMatchObject({
        title: doc.title,
        mode: doc.mode,
        track: doc.track ?? null,
        state: stateOnTheCalendar(doc),
        summary: doc.summary ?? null,
        capacity: doc.capacity ?? null,
        fee: doc.fee ?? 0,
        applyStart: doc.applyStart,
        applyEnd: doc.applyEnd,
        eduStart: doc.eduStart ?? null,
        eduEnd: doc.eduEnd ?? null,
        imageUrl: image ? (image.sizes?.card?.url ?? image.url) : null,
        imageAlt: image?.alt ?? null,
      })
    }
  })

  it('home banners carry the same values as Payload REST, in their order', async () => {
    const [{ body }, docs] = await Promise.all([v1<Banner[]>('/main/benefit'), restDocs<BannerDoc>('banners')])
    const expected = [...docs.values()].sort((a, b) => a.order - b.order || a.id - b.id)
    expect(body.data!.map((banner) => banner.id)).toEqual(expected.map((doc) => doc.id))
    for (const banner of body.data!) {
      const doc = docs.get(banner.id)!
      expect(banner).toMatchObject({
        title: doc.title,
        subtitle: doc.subtitle ?? null,
        link: doc.link ?? null,
        imageUrl: (doc.image as Media).url,
        imageAlt: (doc.image as Media).alt,
      })
    }
  })

  it('equipment rows carry the same values and fees as Payload REST', async () => {
    const [{ body }, docs] = await Promise.all([v1<ListData<EquipmentSummary>>('/equipment/list?pageSize=100'), restDocs<Equipment>('equipment')])
    expect(body.data!.list.length).toBe(docs.size)
    for (const row of body.data!.list) {
      const doc = docs.get(row.id)!
      const image = doc.image as Media | null | undefined
      expect(row).toMatchObject({
        equipmentNo: doc.equipmentNo,
        nfecNo: doc.nfecNo ?? null,
        name: doc.name,
        category: doc.category,
        maker: doc.maker ?? null,
        location: doc.location ?? null,
        bookable: Boolean(doc.bookable),
        safetyTrainingRequired: Boolean(doc.safetyTrainingRequired),
        imageUrl: image ? (image.sizes?.card?.url ?? image.url) : null,
        usageModes: (doc.usageModes ?? []).map((mode) => expect.objectContaining({ mode: mode.mode, fee: mode.fee, feeUnit: mode.feeUnit ?? '' })),
      })
    }
    expect(body.data!.list.some((row) => row.usageModes.length > 1)).toBe(true)
  })
})
