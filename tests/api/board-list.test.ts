import { describe, expect, it } from 'vitest'
import type { BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { v1 } from '../helpers/api'

const list = async (board: string, query = '') => {
  const { httpStatus, body } = await v1<ListData<BoardPostSummary>>(`/boards/${board}/list?${query}`)
  expect(httpStatus).toBe(200)
  return body.data!
}

describe('board lists', () => {
  it('computes page_cnt as cnt_total divided by pageSize, rounded up', async () => {
    for (const pageSize of [1, 7, 10, 100]) {
      const data = await list('notice', `pageSize=${pageSize}`)
      expect(data.page_cnt).toBe(Math.ceil(data.cnt_total / pageSize))
      expect(data.list.length).toBe(Math.min(pageSize, data.cnt_total))
    }
  })

  it('returns the remainder on the last page and nothing past it', async () => {
    const { cnt_total, page_cnt } = await list('notice', 'pageSize=7')
    const last = await list('notice', `pageSize=7&pageNum=${page_cnt}`)
    expect(last.list.length).toBe(cnt_total - 7 * (page_cnt - 1))
    expect([last.cnt_total, last.page_cnt]).toEqual([cnt_total, page_cnt])
    const beyond = await list('notice', `pageSize=7&pageNum=${page_cnt + 1}`)
    expect(beyond).toEqual({ list: [], cnt_total, page_cnt })
  })

  it('walks every post exactly once across pages', async () => {
    const all = await list('notice', 'pageSize=100')
    const paged: number[] = []
    for (let page = 1; page <= Math.ceil(all.cnt_total / 9); page++) {
      paged.push(...(await list('notice', `pageSize=9&pageNum=${page}`)).list.map((post) => post.id))
    }
    expect(paged).toEqual(all.list.map((post) => post.id))
  })

  it('keeps pinned notices above the others', async () => {
    const { list: posts } = await list('notice', 'pageSize=100')
    const firstUnpinned = posts.findIndex((post) => !post.pinned)
    expect(posts.slice(0, firstUnpinned).every((post) => post.pinned)).toBe(true)
    expect(posts.slice(firstUnpinned).some((post) => post.pinned)).toBe(false)
    expect(firstUnpinned).toBeGreaterThan(0)
  })

  it('orders unpinned notices newest first', async () => {
    const { list: posts } = await list('notice', 'pageSize=100')
    const dates = posts.filter((post) => !post.pinned).map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('never lists drafts to guests', async () => {
    const { list: posts } = await list('notice', 'pageSize=100&searchKeyword=임시저장')
    expect(posts).toEqual([])
  })

  it('finds posts by a word of their title', async () => {
    const { list: all } = await list('notice', 'pageSize=100')
    const word = all[all.length - 1]!.title.split(' ')[0]!
    const { list: found, cnt_total } = await list('notice', `searchType=title&searchKeyword=${encodeURIComponent(word)}`)
    expect(cnt_total).toBeGreaterThan(0)
    expect(found.every((post) => post.title.includes(word))).toBe(true)
  })

  it('finds posts by a phrase that appears only in their body when searching content', async () => {
    const { list: all } = await list('notice', 'pageSize=100')
    const withExcerpt = all.find((post) => post.excerpt.length > 20)!
    const phrase = withExcerpt.excerpt.slice(5, 15)
    const byContent = await list('notice', `searchType=content&searchKeyword=${encodeURIComponent(phrase)}`)
    expect(byContent.list.map((post) => post.id)).toContain(withExcerpt.id)
  })

  it('returns an empty list for a keyword nobody wrote', async () => {
    const data = await list('notice', `searchKeyword=${encodeURIComponent('존재하지않는검색어zz')}`)
    expect(data).toEqual({ list: [], cnt_total: 0, page_cnt: 0 })
  })

  it('filters by category', async () => {
    const { list: posts } = await list('faq', 'pageSize=100&category=member')
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.every((post) => post.category === 'member' && post.categoryLabel === '회원')).toBe(true)
  })

  it('gives FAQ items their answer and news items their image', async () => {
    const faq = await list('faq', 'pageSize=1')
    expect(faq.list[0]!.contentHtml).toMatch(/<p/)
    const news = await list('news', 'pageSize=1')
    expect(news.list[0]!.imageUrl).toMatch(/^\/api\/media\/file\//)
  })

  it('lists the categories of a board', async () => {
    const { body } = await v1<{ value: string; label: string }[]>('/boards/reference/categories')
    expect(body.data).toContainEqual({ value: 'form', label: '서식' })
  })
})
