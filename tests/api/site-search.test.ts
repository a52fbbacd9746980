import { beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { MainSearchResult } from '../../contract/main'
import type { SearchHit, SiteSearchResult, SiteSearchType } from '../../contract/search'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { rest } from '../helpers/access-matrix'
import { bearer, loginToken, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'
import { firstTypeId, postInput, writePost } from '../helpers/member-boards'

/**
 * The site search (/search and the header's 통합검색) over every public kind of content: a count per
 * type that equals what the type's own list finds, paging per type, never a draft or a secret post.
 */
const run = `ss${Date.now().toString(36)}`
let staff: string
let member: string

const search = async (keyword: string, token?: string) => {
  const { httpStatus, body } = await v1<SiteSearchResult>(`/search?searchKeyword=${encodeURIComponent(keyword)}`, { headers: token ? bearer(token) : {} })
  expect(httpStatus).toBe(200)
  return body.data!
}
const countOf = (result: SiteSearchResult, type: SiteSearchType) => result.groups.find((group) => group.type === type)?.count

/** What Payload REST finds for a guest (published rows only) with the same conditions. */
const restCount = async (collection: string, keyword: string, fields: string[]) => {
  const where = fields.map((field, index) => `where[or][${index}][${field}][like]=${encodeURIComponent(keyword)}`).join('&')
  const { body } = await rest<{ totalDocs: number }>(null, `/${collection}?${where}&limit=1&depth=0`)
  return body.totalDocs
}

beforeAll(async () => {
  staff = await loginToken(seedUsernames.staff, seedPassword)
  member = await loginToken(seedUsernames.member1, seedPassword)
})

describe('counts per type', () => {
  it.each([
    ['notice', 'notices', ['title', 'plainText']],
    ['news', 'news', ['title', 'plainText']],
    ['faq', 'faqs', ['title', 'plainText']],
    ['reference', 'references', ['title', 'plainText']],
    ['training', 'esg-posts', ['title', 'plainText']],
    ['founded', 'lifelong-posts', ['title', 'plainText']],
    ['activity', 'center-activities', ['title', 'plainText']],
    ['course', 'courses', ['title', 'summary']],
    ['projectCall', 'project-calls', ['title', 'summary']],
  ] as const)('%s counts the published %s whose words hold the keyword', async (type, collection, fields) => {
    for (const keyword of ['교육', '장비', '기업']) {
      expect(countOf(await search(keyword), type), `${type} / ${keyword}`).toBe(await restCount(collection, keyword, [...fields]))
    }
  })

  it('searching 장비 finds every published piece of equipment, by its category', async () => {
    const { body } = await rest<{ totalDocs: number }>(null, '/equipment?limit=1&depth=0')
    expect(countOf(await search('장비'), 'equipment')).toBe(body.totalDocs)
  })

  it('the content pages are found by their words and lead to their page', async () => {
    const greeting = await v1<{ headline: string }>('/pages/greeting')
    const words = greeting.body.data!.headline.slice(0, 8)
    const found = (await search(words)).groups.find((group) => group.type === 'page')!
    expect(found.hits.map((hit) => hit.href)).toContain('/intro/intro')
  })

  it('the total is the sum of the types, and hits carry the keyword and a portal link', async () => {
    const result = await search('교육')
    expect(result.total).toBe(result.groups.reduce((sum, group) => sum + group.count, 0))
    const notice = result.groups.find((group) => group.type === 'notice')!
    expect(notice.hits.length).toBeLessThanOrEqual(3)
    for (const hit of notice.hits) expect(hit.href).toMatch(/^\/infoPlaza\/noticeDetail\?id=\d+$/)
  })
})

describe('the travel side: 관광지 and 패스', () => {
  it('관광지 counts the published attractions whose name, summary or address holds the keyword', async () => {
    for (const keyword of ['부산', '궁', '케이블카']) {
      expect(countOf(await search(keyword), 'attraction'), keyword).toBe(await restCount('attractions', keyword, ['name', 'summary', 'address']))
    }
    expect(countOf(await search('부산'), 'attraction')).toBeGreaterThan(0)
  })

  it('패스 counts the published passes whose name or summary holds the keyword', async () => {
    for (const keyword of ['패스', '궁궐', '케이블카']) {
      expect(countOf(await search(keyword), 'pass'), keyword).toBe(await restCount('passes', keyword, ['name', 'summary']))
    }
    expect(countOf(await search('패스'), 'pass')).toBeGreaterThan(0)
  })

  it('an attraction hit leads to the attraction, as a guest can read it', async () => {
    const hit = (await search('경복궁')).groups.find((group) => group.type === 'attraction')!.hits[0]!
    expect(hit.href).toBe(`/api/v1/attraction/detail/${hit.id}`)
    const detail = await v1<{ name: string }>(hit.href.replace('/api/v1', ''))
    expect(detail.httpStatus).toBe(200)
    expect(detail.body.data!.name).toBe('경복궁')
  })

  it('a pass hit leads to the pass and says its validity and lowest price', async () => {
    const hit = (await search('궁궐 통합')).groups.find((group) => group.type === 'pass')!.hits[0]!
    expect(hit.title).toBe('서울 궁궐 통합 관람권')
    expect(hit.meta).toContain('유효기간 90일')
    expect(hit.meta).toContain('6,000원부터')
    const detail = await v1<{ name: string }>(hit.href.replace('/api/v1', ''))
    expect(detail.body.data!.name).toBe(hit.title)
  })

  it('an attraction staff keep as a draft is not found', async () => {
    expect(countOf(await search('해양박물관'), 'attraction')).toBe(0)
  })

  it('the dropdown offers both types to a guest, and the total counts them', async () => {
    const result = await search('부산')
    expect(result.groups.map((group) => group.type)).toEqual(expect.arrayContaining(['attraction', 'pass']))
    expect(result.total).toBe(result.groups.reduce((sum, group) => sum + group.count, 0))
  })
})

describe('what never appears', () => {
  it('a draft notice is not found, by staff neither; published, it is', async () => {
    const title = `${run} 임시 공지`
    await rest(staff, '/notices?draft=true', {
      method: 'POST',
      body: JSON.stringify({ title, category: 'general', content: lexical('초안'), publishedAt: new Date().toISOString(), _status: 'draft' }),
    })
    expect(countOf(await search(run), 'notice')).toBe(0)
    expect(countOf(await search(run, staff), 'notice')).toBe(0)

    const { body } = await rest<{ doc: { id: number } }>(staff, '/notices', {
      method: 'POST',
      body: JSON.stringify({
        title: `${run} 게시 공지`,
        category: 'general',
        content: lexical('본문'),
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    })
    const found = await search(run)
    expect(countOf(found, 'notice')).toBe(1)
    expect(found.groups.find((group) => group.type === 'notice')!.hits[0]!.href).toBe(`/infoPlaza/noticeDetail?id=${body.doc.id}`)
  })

  it('a secret Q&A post is not found, by its author neither; an open one is, for members only', async () => {
    const typeId = await firstTypeId(member, 'qna')
    await writePost(member, 'qna', postInput(typeId, { title: `${run} 비밀 질문`, secret: true }))
    await writePost(member, 'qna', postInput(typeId, { title: `${run} 공개 질문` }))
    const asMember = await search(run, member)
    expect(countOf(asMember, 'qna')).toBe(1)
    expect(asMember.groups.find((group) => group.type === 'qna')!.hits[0]!.title).toBe(`${run} 공개 질문`)
    expect(countOf(await search(run, staff), 'qna')).toBe(1)
    expect(countOf(await search(run), 'qna')).toBeUndefined()
  })
})

describe('a guest’s search, kept between requests', () => {
  const keyword = `${run}kept`
  const guestCounts = async () => {
    const notices = await v1<ListData<SearchHit>>(`/search/notice?searchKeyword=${keyword}&pageSize=5&pageNum=1`)
    const header = await v1<MainSearchResult>(`/main/main?searchKeyword=${keyword}`)
    return [countOf(await search(keyword), 'notice'), notices.body.data!.cnt_total, header.body.data!.mainPostCnt]
  }

  it('shows what staff publish, and stops showing what they withdraw, on the very next search', async () => {
    expect(await guestCounts()).toEqual([0, 0, 0])
    expect(await guestCounts()).toEqual([0, 0, 0])
    const { body } = await rest<{ doc: { id: number } }>(staff, '/notices', {
      method: 'POST',
      body: JSON.stringify({
        title: `${keyword} 공지`,
        category: 'general',
        content: lexical('본문'),
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    })
    expect(await guestCounts()).toEqual([1, 1, 1])

    await rest(staff, `/notices/${body.doc.id}`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })
    expect(await guestCounts()).toEqual([0, 0, 0])
  })

  it('a member’s answer is their own: their open Q&A post, which a guest’s search never holds', async () => {
    expect(countOf(await search(keyword), 'qna')).toBeUndefined()
    await writePost(member, 'qna', postInput(await firstTypeId(member, 'qna'), { title: `${keyword} 질문` }))
    expect(countOf(await search(keyword, member), 'qna')).toBe(1)
    expect(countOf(await search(keyword), 'qna')).toBeUndefined()
  })
})

describe('one type, page by page', () => {
  it('pages through one type with the spec list envelope', async () => {
    const total = countOf(await search('교육'), 'notice')!
    const first = await v1<ListData<SearchHit>>(`/search/notice?searchKeyword=${encodeURIComponent('교육')}&pageSize=2&pageNum=1`)
    const second = await v1<ListData<SearchHit>>(`/search/notice?searchKeyword=${encodeURIComponent('교육')}&pageSize=2&pageNum=2`)
    expect(first.body.data!.cnt_total).toBe(total)
    expect(first.body.data!.page_cnt).toBe(Math.ceil(total / 2))
    const ids = [...first.body.data!.list, ...second.body.data!.list].map((hit) => hit.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('Q&A is not a type a guest may search', async () => {
    const { httpStatus, body } = await v1('/search/qna?searchKeyword=문의')
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('검색할 수 없는 구분입니다.')
  })

  it('an empty keyword answers 400 in Korean', async () => {
    const { httpStatus, body } = await v1('/search?searchKeyword=%20')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('검색어를 입력해 주세요.')
  })
})
