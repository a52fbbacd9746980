import { describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type {
  PassOrder,
  PassDetail,
  PassSummary,
  PassVoucher,
  PromotionDetail,
  PromotionSummary,
  StickyDirections,
  StickyLiveChat,
  TravelInfoDetail,
  TravelInfoSummary,
} from '../../contract/travel'
import { promotionSeeds, stickyAreaSeed, travelInfoSeeds } from '../../seed/data/sticky-area'
import { bearer, requestJson, v1 } from '../helpers/api'
import { memberToken } from '../helpers/equipment'
import { createMember } from '../helpers/members'
import { expectRefused } from '../helpers/travel'

const promotions = (query: string) => v1<ListData<PromotionSummary>>(`/stickyArea/promotion/list?${query}`)
const infos = (query: string) => v1<ListData<TravelInfoSummary>>(`/stickyArea/travelInfo/list?${query}`)

/** Other test files add rows of their own to the shared server; these checks look at the seeded ones. */
const seededPromotions = new Set(promotionSeeds.map((seed) => seed.title))
const seededInfos = new Set(travelInfoSeeds.map((seed) => seed.title))

describe('GET /stickyArea/directions and /stickyArea/liveChat', () => {
  it('answer the travel desk staff keep', async () => {
    const { httpStatus, body } = await v1<StickyDirections>('/stickyArea/directions')
    expect(httpStatus).toBe(200)
    expect(body.data).toEqual(stickyAreaSeed.directions)
  })

  it('say when the live consultation is open', async () => {
    const { body } = await v1<StickyLiveChat>('/stickyArea/liveChat')
    const chat = body.data!
    expect(chat).toMatchObject({ channelName: '새솔 여행 상담 (카카오톡 채널)', hours: '평일 09:00~18:00', phone: '044-123-4501' })
    const seoul = new Date(Date.now() + 9 * 3600_000)
    const clock = seoul.toISOString().slice(11, 16)
    const expectedOpen = seoul.getUTCDay() >= 1 && seoul.getUTCDay() <= 5 && clock >= '09:00' && clock < '18:00'
    expect(chat.open).toBe(expectedOpen)
    expect(chat.message).toBe(expectedOpen ? '지금 상담할 수 있습니다.' : '지금은 상담 시간이 아닙니다. 상담 시간: 평일 09:00~18:00')
  })

  it('are changed by staff only', async () => {
    const member = await memberToken(await createMember('trvsticky'))
    const { httpStatus } = await requestJson('/api/globals/sticky-area', {
      method: 'POST',
      headers: bearer(member),
      body: JSON.stringify({ directions: { title: '바뀜' } }),
    })
    expect([401, 403]).toContain(httpStatus)
    expect((await v1<StickyDirections>('/stickyArea/directions')).body.data!.title).toBe(stickyAreaSeed.directions.title)
  })
})

describe('GET /stickyArea/promotion/list and /{id}', () => {
  it('pages the published promotions, latest start first, with their state', async () => {
    const { httpStatus, body } = await promotions('pageNum=1&pageSize=100')
    expect(httpStatus).toBe(200)
    const seeded = body.data!.list.filter((promotion) => seededPromotions.has(promotion.title))
    expect(seeded.map((promotion) => [promotion.title, promotion.stateLabel])).toEqual([
      ['가을 여행 주간 사전 안내', '진행 예정'],
      ['궁궐 야간 관람 예약 시작', '진행 중'],
      ['신규 회원 10% 할인 쿠폰 증정', '진행 중'],
      ['여름 바다 할인전 종료', '종료'],
    ])
    expect(body.data!.page_cnt).toBe(Math.ceil(body.data!.cnt_total / 100))
    expect(seeded[2]!.couponPblcnUid).toEqual(expect.any(Number))
    expect(seeded[2]).toMatchObject({ category: 'coupon', categoryLabel: '쿠폰' })
  })

  it('filters by kind and keyword, and refuses an unknown kind', async () => {
    expect((await promotions('searchFilter=reserve')).body.data!.list.map((promotion) => promotion.title)).toEqual(['궁궐 야간 관람 예약 시작'])
    expect((await promotions(`searchKeyword=${encodeURIComponent('할인전')}`)).body.data!.list.map((promotion) => promotion.title)).toEqual([
      '여름 바다 할인전 종료',
    ])
    expectRefused(await promotions('searchFilter=sale'), 400, '프로모션 구분(searchFilter)은 event, noti, reserve, coupon, ad 가운데 하나여야 합니다.')
  })

  it('answers one promotion with its content; a bad id 400, a draft or unknown one 404', async () => {
    const [first] = (await promotions('searchFilter=event')).body.data!.list
    const { body } = await v1<PromotionDetail>(`/stickyArea/promotion/${first!.id}`)
    expect(body.data).toMatchObject({ title: '가을 여행 주간 사전 안내', content: expect.stringContaining('15% 할인') })
    expectRefused(await v1('/stickyArea/promotion/abc'), 400, '프로모션 번호는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/stickyArea/promotion/999999'), 404, '프로모션을 찾을 수 없습니다.')
  })
})

describe('GET /stickyArea/travelInfo/list and /{id}', () => {
  it('pages the published travel information with its kind', async () => {
    const { httpStatus, body } = await infos('pageNum=1&pageSize=2')
    expect(httpStatus).toBe(200)
    expect(body.data!.list).toHaveLength(2)
    expect(body.data!.page_cnt).toBe(Math.ceil(body.data!.cnt_total / 2))
    const all = (await infos('pageSize=100')).body.data!.list.filter((info) => seededInfos.has(info.title))
    expect(all).toHaveLength(travelInfoSeeds.filter((seed) => !seed.draft).length)
    const safety = (await infos('touristTycd=CD0000002603')).body.data!.list
    expect(safety.map((info) => [info.title, info.touristTyNm])).toEqual([['여행 중 아플 때: 응급의료 안내', '안전·의료']])
    expect((await infos(`searchKeyword=${encodeURIComponent('한옥')}`)).body.data!.list.map((info) => info.title)).toEqual(['한옥 스테이 이용 안내'])
    expectRefused(await infos('touristTycd=safety'), 400, '여행정보 구분 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
  })

  it('answers one with its content; a bad id 400, an unknown one 404', async () => {
    const [info] = (await infos(`searchKeyword=${encodeURIComponent('교환권')}`)).body.data!.list
    const { body } = await v1<TravelInfoDetail>(`/stickyArea/travelInfo/${info!.id}`)
    expect(body.data).toMatchObject({ title: '패스 교환권 사용하는 법', touristTyNm: '여행 도움말', content: expect.stringContaining('PV-') })
    expectRefused(await v1('/stickyArea/travelInfo/0'), 400, '여행정보 번호는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/stickyArea/travelInfo/999999'), 404, '여행정보를 찾을 수 없습니다.')
  })
})

describe('GET /stickyArea/myPass', () => {
  it("pages the member's own usable vouchers; a guest gets 401", async () => {
    const token = await memberToken(await createMember('trvmypass'))
    const other = await memberToken(await createMember('trvmypass2'))
    const pass = (await v1<ListData<PassSummary>>('/pass/list?pageSize=100')).body.data!.list.find((each) => each.name === '부산 바다 자유이용 패스')!
    const option = (await v1<PassDetail>(`/pass/detail/${pass.passUid}`)).body.data!.options[0]!
    const orders = []
    for (let count = 0; count < 3; count += 1) {
      const { body } = await v1<PassOrder>('/pass/buyPass', {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ gdsDtlUid: option.gdsDtlUid, passCnt: 1, price: option.price }),
      })
      orders.push(body.data!)
    }
    const { httpStatus, body } = await v1<ListData<PassVoucher>>('/stickyArea/myPass?pageNum=1&pageSize=2', { headers: bearer(token) })
    expect(httpStatus).toBe(200)
    expect(body.data!.cnt_total).toBe(3)
    expect(body.data!.page_cnt).toBe(2)
    expect(body.data!.list.map((voucher) => voucher.voucherCode)).toEqual([orders[2]!.voucherCode, orders[1]!.voucherCode])
    expect((await v1<ListData<PassVoucher>>('/stickyArea/myPass', { headers: bearer(other) })).body.data!.cnt_total).toBe(0)
    expectRefused(await v1('/stickyArea/myPass'), 401, '로그인이 필요합니다.')
    expectRefused(await v1('/stickyArea/myPass?pageSize=500', { headers: bearer(token) }), 400, '페이지 크기는 1에서 100 사이의 정수여야 합니다.')
  })
})
