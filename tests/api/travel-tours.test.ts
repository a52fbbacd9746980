import { describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { AttractionSummary, TourDetail, TourSummary } from '../../contract/travel'
import { tourSeeds } from '../../seed/data/tours'
import { bearer, v1 } from '../helpers/api'
import { seedMemberToken } from '../helpers/equipment'
import { expectRefused } from '../helpers/travel'

const list = (query: string) => v1<ListData<TourSummary>>(`/recommendTour/list?${query}`)
const titles = (data: ListData<TourSummary> | null) => data!.list.map((tour) => tour.title).sort()
const published = tourSeeds.filter((seed) => !seed.draft)
const tourNamed = async (title: string) =>
  (await list(`pageSize=100&searchKeyword=${encodeURIComponent(title)}`)).body.data!.list.find((tour) => tour.title === title)!
const attractionNamed = async (name: string) =>
  (await v1<ListData<AttractionSummary>>(`/attraction/list?searchKeyword=${encodeURIComponent(name)}`)).body.data!.list.find((item) => item.name === name)!

describe('GET /recommendTour/list', () => {
  it('pages the published tours in the list envelope, drafts left out', async () => {
    const { httpStatus, body } = await list('pageNum=1&pageSize=2&searchKeyword=')
    expect(httpStatus).toBe(200)
    expect(body.data!.list).toHaveLength(2)
    expect(body.data!.page_cnt).toBe(Math.ceil(body.data!.cnt_total / 2))
    const everything = await list('pageSize=100')
    expect(everything.body.data!.list.some((tour) => tour.title.includes('준비 중'))).toBe(false)
  })

  it('shows a tour with its theme, length and the published attractions it visits', async () => {
    const tour = await tourNamed('부산 바다 1박 2일')
    expect(tour).toMatchObject({ themeCd: 'CD0000002502', themeNm: '자연 힐링', tourDays: 2, tourDaysLabel: '1박 2일', attractionCnt: 2 })
    expect(tour.etcInformation).toEqual([
      { value: 'publicTransport', label: '대중교통 이용 가능' },
      { value: 'pet', label: '반려동물 동반' },
    ])
    expect(tour.imageUrl).toMatch(/^\/api\/media\/file\//)
    // The draft museum on the Jeju tour is not counted.
    expect((await tourNamed('제주 동쪽 해돋이와 시장 먹거리')).attractionCnt).toBe(2)
    expect((await tourNamed('서울 궁궐 한나절 산책')).tourDaysLabel).toBe('당일')
  })

  it('filters by theme, length, every chosen feature and keyword', async () => {
    const history = published.filter((seed) => seed.theme === 'CD0000002501').map((seed) => seed.title)
    expect(titles((await list('pageSize=100&themeCd=CD0000002501')).body.data)).toEqual([...history].sort())
    const twoDays = published.filter((seed) => seed.tourDays === 2).map((seed) => seed.title)
    expect(titles((await list('pageSize=100&tourDays=2')).body.data)).toEqual([...twoDays].sort())
    const kidsBarrierFree = published
      .filter((seed) => seed.etcInformation.includes('kids') && seed.etcInformation.includes('barrierFree'))
      .map((seed) => seed.title)
    expect(titles((await list('pageSize=100&etcInformation=kids,barrierFree')).body.data)).toEqual(kidsBarrierFree)
    expect(titles((await list(`pageSize=100&searchKeyword=${encodeURIComponent('갈대밭')}`)).body.data)).toEqual(['남도 바다와 습지 가족 여행'])
  })

  it('refuses malformed filters with 400 in Korean', async () => {
    expectRefused(await list('tourDays=8'), 400, '여행 일수(tourDays)는 1에서 7 사이의 정수로 입력해 주세요.')
    expectRefused(await list('tourDays=two'), 400, '여행 일수(tourDays)는 1에서 7 사이의 정수로 입력해 주세요.')
    expectRefused(await list('themeCd=history'), 400, '여행 테마 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
    expectRefused(await list('etcInformation=cheap'), 400, '기타 정보 값(cheap)이 올바르지 않습니다.')
  })
})

describe('GET /recommendTour/detail/{tourUid}', () => {
  it('answers the tour with its stops day by day as attraction cards', async () => {
    const { tourUid } = await tourNamed('제주 동쪽 해돋이와 시장 먹거리')
    const { httpStatus, body } = await v1<TourDetail>(`/recommendTour/detail/${tourUid}`)
    expect(httpStatus).toBe(200)
    expect(body.data!.description).toContain('성산일출봉')
    expect(body.data!.stops.map((stop) => [stop.day, stop.attraction.name, stop.note])).toEqual([
      [1, '성산일출봉', '일출 40분 전 출발'],
      [1, '제주 동문재래시장', null],
    ])
    expect(body.data!.stops[0]!.attraction).toMatchObject({ ctpvNm: '제주특별자치도', isInterest: false })
  })

  it("marks the signed-in member's favourites among the stops", async () => {
    const { tourUid } = await tourNamed('부산 바다 1박 2일')
    const { body } = await v1<TourDetail>(`/recommendTour/detail/${tourUid}`, { headers: bearer(await seedMemberToken('member1')) })
    expect(body.data!.stops.map((stop) => [stop.attraction.name, stop.attraction.isInterest])).toEqual([
      ['해운대해수욕장', true],
      ['태종대', false],
    ])
  })

  it('answers a bad id with 400 and an unknown one with 404', async () => {
    expectRefused(await v1('/recommendTour/detail/x1'), 400, '여행 코스 번호(tourUid)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/recommendTour/detail/999999'), 404, '여행 코스를 찾을 수 없습니다.')
  })
})

describe('GET /recommendTour/detail/attraction/{gdsUid}', () => {
  it('lists the published tours that visit the attraction', async () => {
    const { gdsUid } = await attractionNamed('해운대해수욕장')
    const { httpStatus, body } = await v1<TourSummary[]>(`/recommendTour/detail/attraction/${gdsUid}`)
    expect(httpStatus).toBe(200)
    expect(body.data!.map((tour) => tour.title)).toEqual(['부산 바다 1박 2일'])
  })

  it('leaves out draft tours', async () => {
    const { gdsUid } = await attractionNamed('설악산 국립공원 케이블카')
    expect((await v1<TourSummary[]>(`/recommendTour/detail/attraction/${gdsUid}`)).body.data).toEqual([])
  })

  it('answers a bad id with 400 and an unknown attraction with 404', async () => {
    expectRefused(await v1('/recommendTour/detail/attraction/abc'), 400, '관광지 번호(gdsUid)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/recommendTour/detail/attraction/999999'), 404, '관광지 정보를 찾을 수 없습니다.')
  })
})
