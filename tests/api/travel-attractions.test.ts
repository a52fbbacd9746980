import { beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { MainSearchResult } from '../../contract/main'
import type { AttractionDetail, AttractionInterest, AttractionSummary, TravelCode } from '../../contract/travel'
import { attractionSeeds } from '../../seed/data/attractions'
import { bearer, v1 } from '../helpers/api'
import { memberToken, seedMemberToken } from '../helpers/equipment'
import { createMember } from '../helpers/members'
import { expectRefused } from '../helpers/travel'

const list = (query: string, headers: Record<string, string> = {}) => v1<ListData<AttractionSummary>>(`/attraction/list?${query}`, { headers })
const names = (data: ListData<AttractionSummary> | null) => data!.list.map((item) => item.name).sort()
const published = attractionSeeds.filter((seed) => !seed.draft)
const seedNamed = (name: string) => published.find((seed) => seed.name === name)!

const idOf = async (name: string) => (await list(`searchKeyword=${encodeURIComponent(name)}`)).body.data!.list.find((item) => item.name === name)!.gdsUid

describe('GET /codes/{group}', () => {
  it('lists the codes of a group in use, in order', async () => {
    const { httpStatus, body } = await v1<TravelCode[]>('/codes/GDS_CATEGORY_CD')
    expect(httpStatus).toBe(200)
    expect(body.status.code).toBe(200)
    expect(body.data!.map((code) => code.codeName)).toEqual(['자연', '역사·문화', '레저·스포츠', '쇼핑', '음식'])
    expect(body.data![0]).toEqual({ code: 'CD0000002101', codeName: '자연', group: 'GDS_CATEGORY_CD', parentCode: null })
  })

  it('serves GDS_TYCD, CTPV and SGG, a district naming its province', async () => {
    expect((await v1<TravelCode[]>('/codes/GDS_TYCD')).body.data!.map((code) => code.codeName)).toEqual(['관광지', '체험', '공연·전시', '축제'])
    expect((await v1<TravelCode[]>('/codes/CTPV')).body.data!).toHaveLength(6)
    const districts = (await v1<TravelCode[]>('/codes/SGG')).body.data!
    expect(districts.find((code) => code.codeName === '해운대구')).toMatchObject({ code: 'CD0000002303', parentCode: 'CD0000002202' })
  })

  it('answers an unknown group with 404 in Korean', async () => {
    expectRefused(await v1('/codes/NOPE'), 404, '존재하지 않는 코드 구분입니다.')
  })
})

describe('GET /codes-name/{code}', () => {
  it("names one of the spec's language codes", async () => {
    const { body } = await v1<TravelCode>('/codes-name/CD0000001258')
    expect(body.data).toEqual({ code: 'CD0000001258', codeName: '한국어', group: 'LANGUAGE', parentCode: null })
  })

  it('names a code staff no longer offer', async () => {
    expect((await v1<TravelCode>('/codes-name/CD0000002106')).body.data!.codeName).toBe('온천·휴양')
  })

  it('refuses a malformed code with 400 and an unknown one with 404', async () => {
    expectRefused(await v1('/codes-name/KO'), 400, '요청한 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
    expectRefused(await v1('/codes-name/CD9999999999'), 404, '존재하지 않는 코드입니다.')
  })
})

describe('GET /attraction/list', () => {
  it('pages the published attractions in the list envelope, drafts left out', async () => {
    const { httpStatus, body } = await list('pageNum=1&pageSize=5&searchKeyword=')
    expect(httpStatus).toBe(200)
    expect(body.data!.list).toHaveLength(5)
    expect(body.data!.page_cnt).toBe(Math.ceil(body.data!.cnt_total / 5))
    expect(body.data!.cnt_total).toBeGreaterThanOrEqual(published.length)
    const everything = await list('pageSize=100')
    expect(everything.body.data!.list.some((item) => item.name.includes('개관 준비 중'))).toBe(false)
  })

  it('shows an attraction with its codes, place, image and features', async () => {
    const { body } = await list(`searchKeyword=${encodeURIComponent('경복궁')}`)
    expect(body.data!.list[0]).toMatchObject({
      name: '경복궁',
      gdsTycd: 'CD0000002001',
      gdsTycdNm: '관광지',
      gdsCategoryCd: 'CD0000002102',
      gdsCategoryNm: '역사·문화',
      ctpvNm: '서울특별시',
      sggNm: '종로구',
      address: '서울특별시 종로구 사직로 161',
      isInterest: false,
    })
    expect(body.data!.list[0]!.imageUrl).toMatch(/^\/api\/media\/file\//)
    expect(body.data!.list[0]!.facilities.map((facility) => facility.label)).toEqual(['주차장', '휠체어 대여', '수유실', '장애인 화장실'])
  })

  it('filters by type, category, every chosen facility and feature, and keyword', async () => {
    const experiences = published.filter((seed) => seed.goodsType === 'CD0000002002').map((seed) => seed.name)
    expect(names((await list('pageSize=100&gdsTycd=CD0000002002')).body.data)).toEqual([...experiences].sort())
    const nature = published.filter((seed) => seed.goodsCategory === 'CD0000002101').map((seed) => seed.name)
    expect(names((await list('pageSize=100&gdsCategoryCd=CD0000002101')).body.data)).toEqual([...nature].sort())
    const parkingAndPets = published.filter((seed) => seed.facilities.includes('parking') && seed.facilities.includes('pet')).map((seed) => seed.name)
    expect(parkingAndPets.length).toBeGreaterThan(0)
    expect(names((await list('pageSize=100&facilitiesRecord=parking,pet')).body.data)).toEqual([...parkingAndPets].sort())
    const freeAtNight = published.filter((seed) => seed.etcInformation.includes('free') && seed.etcInformation.includes('night')).map((seed) => seed.name)
    expect(names((await list('pageSize=100&etcInformation=free,night')).body.data)).toEqual([...freeAtNight].sort())
    expect(names((await list(`pageSize=100&searchKeyword=${encodeURIComponent('영도구')}`)).body.data)).toEqual(['태종대'])
  })

  it('refuses malformed filters and paging with 400 in Korean', async () => {
    expectRefused(await list('gdsTycd=tour'), 400, '상품 유형 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
    expectRefused(await list('gdsCategoryCd=CD12'), 400, '상품 분류 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
    expectRefused(await list('facilitiesRecord=parking,pool'), 400, '편의시설 값(pool)이 올바르지 않습니다.')
    expectRefused(await list('etcInformation=cheap'), 400, '기타 정보 값(cheap)이 올바르지 않습니다.')
    expectRefused(await list('pageSize=0'), 400, '페이지 크기는 1에서 100 사이의 정수여야 합니다.')
  })
})

describe('GET /attraction/detail/{id}', () => {
  it('answers the attraction with its description and opening hours', async () => {
    const id = await idOf('불국사')
    const { httpStatus, body } = await v1<AttractionDetail>(`/attraction/detail/${id}`)
    expect(httpStatus).toBe(200)
    const seed = seedNamed('불국사')
    expect(body.data).toMatchObject({
      gdsUid: id,
      name: '불국사',
      description: seed.description,
      openingHours: seed.openingHours,
      phone: seed.phone,
      isInterest: false,
    })
  })

  it('answers a bad id with 400 and an unknown one with 404', async () => {
    expectRefused(await v1('/attraction/detail/abc'), 400, '관광지 번호(gdsUid)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/attraction/detail/999999'), 404, '관광지 정보를 찾을 수 없습니다.')
  })
})

describe("a member's favourites", () => {
  let token: string
  let otherToken: string

  beforeAll(async () => {
    token = await memberToken(await createMember('trvfav'))
    otherToken = await memberToken(await createMember('trvother'))
  })

  const add = (gdsUid: number | string, withToken: string | null = token) =>
    v1<AttractionInterest>(`/attraction/interest?gdsUid=${gdsUid}`, { method: 'POST', headers: withToken ? bearer(withToken) : {} })
  const remove = (gdsUid: number | string, withToken: string | null = token) =>
    v1<AttractionInterest>(`/attraction/interest/delete?gdsUid=${gdsUid}`, { method: 'DELETE', headers: withToken ? bearer(withToken) : {} })
  const mine = (withToken: string | null = token) =>
    v1<ListData<AttractionSummary>>('/mypage/myAttraction/list?pageNum=1&pageSize=10', { headers: withToken ? bearer(withToken) : {} })

  it('are added once however often the heart is tapped, listed newest first and marked in lists', async () => {
    const [first, second] = [await idOf('순천만습지'), await idOf('태종대')]
    expect((await add(first)).body.data).toEqual({ gdsUid: first, isInterest: true })
    const taps = await Promise.all([add(second), add(second), add(second)])
    expect(taps.map((tap) => tap.httpStatus)).toEqual([200, 200, 200])
    const { httpStatus, body } = await mine()
    expect(httpStatus).toBe(200)
    expect(body.data!.list.map((item) => item.gdsUid)).toEqual([second, first])
    expect(body.data!.cnt_total).toBe(2)
    expect(body.data!.list.every((item) => item.isInterest)).toBe(true)
    const detail = await v1<AttractionDetail>(`/attraction/detail/${second}`, { headers: bearer(token) })
    expect(detail.body.data!.isInterest).toBe(true)
    const listed = await list(`searchKeyword=${encodeURIComponent('태종대')}`, bearer(token))
    expect(listed.body.data!.list[0]!.isInterest).toBe(true)
  })

  it('are the member’s own: another member sees none of them', async () => {
    const { body } = await mine(otherToken)
    expect(body.data).toEqual({ list: [], cnt_total: 0, page_cnt: 0 })
    const detail = await v1<AttractionDetail>(`/attraction/detail/${await idOf('순천만습지')}`, { headers: bearer(otherToken) })
    expect(detail.body.data!.isInterest).toBe(false)
  })

  it('are removed, and removing one that is not there changes nothing', async () => {
    const id = await idOf('순천만습지')
    expect((await remove(id)).body.data).toEqual({ gdsUid: id, isInterest: false })
    expect((await remove(id)).httpStatus).toBe(200)
    expect((await mine()).body.data!.list.map((item) => item.name)).toEqual(['태종대'])
  })

  it('need a signed-in member', async () => {
    const id = await idOf('태종대')
    expectRefused(await add(id, null), 401, '로그인이 필요합니다.')
    expectRefused(await remove(id, null), 401, '로그인이 필요합니다.')
    expectRefused(await mine(null), 401, '로그인이 필요합니다.')
  })

  it('refuse a missing or unknown attraction', async () => {
    expectRefused(await add(''), 400, '관광지 번호(gdsUid)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await remove('x'), 400, '관광지 번호(gdsUid)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await add(999999), 404, '관광지 정보를 찾을 수 없습니다.')
    expectRefused(await v1('/mypage/myAttraction/list?pageNum=0', { headers: bearer(token) }), 400, '페이지 번호는 1 이상의 정수여야 합니다.')
  })

  it('of the seeded member are there from the start', async () => {
    const { body } = await v1<ListData<AttractionSummary>>('/mypage/myAttraction/list', { headers: bearer(await seedMemberToken('member1')) })
    expect(body.data!.list.map((item) => item.name).sort()).toEqual(['경복궁', '성산일출봉', '해운대해수욕장'].sort())
  })
})

describe('GET /main/main', () => {
  it('counts the published attractions a keyword finds, in the total too', async () => {
    const { body } = await v1<MainSearchResult>(`/main/main?searchKeyword=${encodeURIComponent('부산광역시')}&language=CD0000001258`, {
      headers: { 'X-Language': 'CD0000001258' },
    })
    const result = body.data!
    expect(result.mainAttractionList.map((item) => item.name).sort()).toEqual(['태종대', '해운대해수욕장'])
    expect(result.mainAttractionCnt).toBe(2)
    expect(result.totalCnt).toBe(result.mainAttractionCnt + result.mainPostCnt + result.mainTourCnt + result.mainPassCnt)
  })
})
