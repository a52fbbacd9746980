import { describe, expect, it } from 'vitest'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { CourseSummary } from '../../contract/education'
import type { ListData } from '../../contract/envelope'
import type { Banner, MainSearchResult } from '../../contract/main'
import { v1 } from '../helpers/api'

describe('the spec §7 paths', () => {
  it('GET /posts/list is the notice board with the same paging', async () => {
    const posts = (await v1<ListData<BoardPostSummary>>('/posts/list?pageNum=2&pageSize=5')).body.data!
    const boards = (await v1<ListData<BoardPostSummary>>('/boards/notice/list?pageNum=2&pageSize=5')).body.data!
    expect(posts).toEqual(boards)
  })

  it('GET /posts/{id} returns a notice', async () => {
    const [first] = (await v1<ListData<BoardPostSummary>>('/posts/list?pageSize=1')).body.data!.list
    const { body } = await v1<BoardPostDetail>(`/posts/${first!.id}`)
    expect(body.data).toMatchObject({ id: first!.id, board: 'notice', title: first!.title })
  })

  it('GET /posts/faq/list and /posts/faq/{id} serve the FAQ board', async () => {
    const faqs = (await v1<ListData<BoardPostSummary>>('/posts/faq/list?pageSize=3&searchKeyword=')).body.data!
    expect(faqs.list.every((item) => item.board === 'faq')).toBe(true)
    const { body } = await v1<BoardPostDetail>(`/posts/faq/${faqs.list[0]!.id}`)
    expect(body.data).toMatchObject({ board: 'faq', title: faqs.list[0]!.title })
  })

  it('GET /main/benefit returns the three home banners in order', async () => {
    const banners = (await v1<Banner[]>('/main/benefit')).body.data!
    expect(banners).toHaveLength(3)
    expect(banners.every((banner) => banner.imageUrl.startsWith('/api/media/file/'))).toBe(true)
  })

  it('GET /main/main counts notices and courses for a keyword (attractions and passes in tests/api/travel-*.test.ts)', async () => {
    const { body } = await v1<MainSearchResult>(`/main/main?searchKeyword=${encodeURIComponent('교육')}&language=CD0000001258`)
    const result = body.data!
    expect(result.mainAttractionCnt).toBe(0)
    for (const post of result.mainPostList) {
      const detail = (await v1<BoardPostDetail>(`/boards/notice/${post.id}`)).body.data!
      expect(`${detail.title} ${detail.contentHtml}`).toContain('교육')
    }
    expect(result.totalCnt).toBe(result.mainAttractionCnt + result.mainPassCnt + result.mainPostCnt + result.mainTourCnt)
    expect(result.mainPostCnt + result.mainTourCnt).toBeGreaterThan(0)
  })

  it('GET /main/main finds a course by a phrase of its summary, not only of its title', async () => {
    const { body } = await v1<MainSearchResult>(`/main/main?searchKeyword=${encodeURIComponent('회절 패턴')}`)
    const titles = body.data!.mainTourList.map((course) => course.title)
    expect(titles).toEqual(['X선 회절분석기(XRD) 활용 실무 교육'])
  })

  it('GET /education/courses/list filters by mode', async () => {
    const { body } = await v1<ListData<CourseSummary>>('/education/courses/list?mode=online&pageSize=100')
    expect(body.data!.list.length).toBeGreaterThan(0)
    expect(body.data!.list.every((course) => course.mode === 'online' && course.modeLabel === '온라인교육')).toBe(true)
  })

  it('GET /education/courses/list filters by lifelong-education track', async () => {
    for (const track of ['job', 'shop', 'spot']) {
      const { body } = await v1<ListData<CourseSummary>>(`/education/courses/list?track=${track}&pageSize=100`)
      expect(body.data!.list.length).toBeGreaterThan(0)
      expect(body.data!.list.every((course) => course.track === track)).toBe(true)
    }
  })

  it('GET /education/courses/list refuses an unknown track in Korean', async () => {
    const { httpStatus, body } = await v1('/education/courses/list?track=night')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('평생교육 과정 구분은 job, shop, spot 가운데 하나여야 합니다.')
  })
})
