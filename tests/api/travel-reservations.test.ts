import { beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { GoodsInfo, GoodsReservation, ReservePayInfo, ReserveUserInfo } from '../../contract/travel'
import { addDays, kstDay } from '../../cms/platform/time/kst'
import { bearer, requestJson, v1 } from '../helpers/api'
import { memberToken } from '../helpers/equipment'
import { adminLogin, createMember, type TestMember } from '../helpers/members'
import { expectRefused } from '../helpers/travel'

const dayAhead = (days: number) => addDays(kstDay(new Date()), days)

/** A seeded goods option by name, through Payload REST (anyone reads the goods catalogue). */
const goodsNamed = async (name: string) => {
  const { body } = await requestJson<{ docs: { id: number }[] }>(`/api/reservation-goods?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
  return body.docs[0]!
}

const reserveBody = (member: TestMember, goodsDtlId: number, useDate: string, goodsCnt: number, price: number, priceSn = 1) => ({
  goodsDtlId,
  goodsCnt,
  priceSn,
  useDate,
  price,
  name: member.name,
  phone: '010-2345-6789',
  email: member.email,
})

describe('GET /reserve/goods-info', () => {
  it('prices a goods option for a count and a price row', async () => {
    const goods = await goodsNamed('순천만 갈대밭 생태 해설 투어')
    const { httpStatus, body } = await v1<GoodsInfo>(`/reserve/goods-info?goodsDtlId=${goods.id}&goodsCnt=3&priceSn=2&languageCd=CD0000001258`)
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({
      goodsNm: '순천만 갈대밭 생태 해설 투어',
      attractionNm: '순천만습지',
      gdsTycdNm: '관광지',
      priceSn: 2,
      priceLabel: '청소년',
      unitPrice: 5000,
      goodsCnt: 3,
      totalPrice: 15000,
      dailyCapacity: 6,
    })
    expect(body.data!.prices.map((price) => price.priceSn)).toEqual([1, 2, 3])
  })

  it('refuses counts outside 1–6, an unknown price row and goods not on sale', async () => {
    const goods = await goodsNamed('순천만 갈대밭 생태 해설 투어')
    expectRefused(await v1(`/reserve/goods-info?goodsDtlId=${goods.id}&goodsCnt=7&priceSn=1`), 400, '수량(goodsCnt)은 1에서 6 사이의 정수로 입력해 주세요.')
    expectRefused(await v1(`/reserve/goods-info?goodsDtlId=${goods.id}&goodsCnt=0&priceSn=1`), 400, '수량(goodsCnt)은 1에서 6 사이의 정수로 입력해 주세요.')
    expectRefused(await v1(`/reserve/goods-info?goodsDtlId=${goods.id}&goodsCnt=1&priceSn=4`), 400, '이 상품에 없는 가격 번호(priceSn)입니다.')
    expectRefused(await v1(`/reserve/goods-info?goodsDtlId=${goods.id}&goodsCnt=1&priceSn=x`), 400, '가격 번호(priceSn)는 1 이상의 정수로 입력해 주세요.')
    const stopped = await goodsNamed('설악산 케이블카 시간 지정권 (판매 중지)')
    expectRefused(await v1(`/reserve/goods-info?goodsDtlId=${stopped.id}&goodsCnt=1&priceSn=1`), 404, '예약 상품을 찾을 수 없습니다.')
  })
})

describe('reserving a day', () => {
  let member: TestMember
  let token: string
  let otherToken: string

  beforeAll(async () => {
    member = await createMember('trvrsv')
    token = await memberToken(member)
    otherToken = await memberToken(await createMember('trvrsv2'))
  })

  it('starts from the member’s details (bearer token)', async () => {
    const { body } = await v1<ReserveUserInfo>('/reserve/user-info', { headers: bearer(token) })
    expect(body.data).toEqual({ name: member.name, email: member.email, phone: null })
    expectRefused(await v1('/reserve/user-info'), 401, '로그인이 필요합니다.')
  })

  it('quotes the day with the places left, from tomorrow to the horizon', async () => {
    const goods = await goodsNamed('창덕궁 후원 해설 관람')
    const payInfo = (useDate: string, withToken: string | null = token) =>
      v1<ReservePayInfo>('/reserve/pay-info', {
        method: 'POST',
        headers: withToken ? bearer(withToken) : {},
        body: JSON.stringify({ goodsDtlId: goods.id, goodsCnt: 2, priceSn: 2, useDate }),
      })
    const { body } = await payInfo(dayAhead(5))
    expect(body.data).toMatchObject({ useDate: dayAhead(5), left: 30, totalPrice: 5000, payAmount: 5000 })
    expectRefused(await payInfo(dayAhead(0)), 400, '이용일은 내일부터 60일 이내로 골라 주세요.')
    expectRefused(await payInfo(dayAhead(61)), 400, '이용일은 내일부터 60일 이내로 골라 주세요.')
    expectRefused(await payInfo('2026-02-30'), 400, '이용일(useDate)은(는) 2026-12-01 형식으로 입력해 주세요.')
    expectRefused(await payInfo(dayAhead(5), null), 401, '로그인이 필요합니다.')
  })

  it('books, lists, and cancels before the day, freeing the places', async () => {
    const goods = await goodsNamed('창덕궁 후원 해설 관람')
    const day = dayAhead(9)
    expectRefused(
      await v1('/reserve/', { method: 'POST', headers: bearer(token), body: JSON.stringify(reserveBody(member, goods.id, day, 2, 9000)) }),
      409,
      '결제 금액이 변경되었습니다. 금액을 다시 확인해 주세요.',
    )
    expectRefused(
      await v1('/reserve/', {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ ...reserveBody(member, goods.id, day, 2, 10000), phone: '12345' }),
      }),
      400,
      '휴대폰 번호가 유효하지 않습니다.',
    )
    const { httpStatus, body } = await v1<GoodsReservation>('/reserve/', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify(reserveBody(member, goods.id, day, 2, 10000)),
    })
    expect(httpStatus).toBe(200)
    const reservation = body.data!
    expect(reservation).toMatchObject({
      goodsNm: '창덕궁 후원 해설 관람',
      useDate: day,
      goodsCnt: 2,
      priceLabel: '성인',
      payAmount: 10000,
      state: 'complete',
      stateLabel: '예약확정',
      canCancel: true,
      gdsTycd: 'CD0000002001',
    })
    expect(reservation.reserveNo).toMatch(/^RV-\d{8}-\d{4,}$/)
    expect(reservation.payment).toMatchObject({ method: 'test', label: '테스트 결제 (실제 결제 없음)' })
    const left = async () =>
      (
        await v1<ReservePayInfo>('/reserve/pay-info', {
          method: 'POST',
          headers: bearer(token),
          body: JSON.stringify({ goodsDtlId: goods.id, goodsCnt: 1, priceSn: 1, useDate: day }),
        })
      ).body.data!.left
    expect(await left()).toBe(28)

    const list = await v1<ListData<GoodsReservation>>(
      `/reserve/list?pageNum=1&pageSize=10&type=upcoming&startDate=${day}&endDate=${day}&gdsTycd=CD0000002001`,
      { headers: bearer(token) },
    )
    expect(list.body.data!.list.map((each) => each.reserveId)).toEqual([reservation.reserveId])
    expect((await v1<ListData<GoodsReservation>>(`/reserve/list?gdsTycd=CD0000002002`, { headers: bearer(token) })).body.data!.cnt_total).toBe(0)
    expect((await v1<ListData<GoodsReservation>>('/reserve/list', { headers: bearer(otherToken) })).body.data!.cnt_total).toBe(0)
    expectRefused(
      await v1(`/reserve/cancel?reserveId=${reservation.reserveId}`, { method: 'PATCH', headers: bearer(otherToken) }),
      404,
      '예약 내역을 찾을 수 없습니다.',
    )

    const cancelled = await v1<GoodsReservation>(`/reserve/cancel?reserveId=${reservation.reserveId}`, { method: 'PATCH', headers: bearer(token) })
    expect(cancelled.body.data).toMatchObject({ state: 'cancel', stateLabel: '예약취소', canCancel: false })
    expect(await left()).toBe(30)
    expectRefused(await v1(`/reserve/cancel?reserveId=${reservation.reserveId}`, { method: 'PATCH', headers: bearer(token) }), 409, '이미 취소된 예약입니다.')
    expect(
      (await v1<ListData<GoodsReservation>>('/reserve/list?type=cancel', { headers: bearer(token) })).body.data!.list.map((each) => each.reserveId),
    ).toEqual([reservation.reserveId])
    expect((await v1<ListData<GoodsReservation>>('/reserve/list?type=upcoming', { headers: bearer(token) })).body.data!.cnt_total).toBe(0)
  })

  it('refuses bad list filters and ids, and guests', async () => {
    expectRefused(await v1('/reserve/list?type=soon', { headers: bearer(token) }), 400, '예약 구분(type)은 upcoming, past, cancel 가운데 하나여야 합니다.')
    expectRefused(await v1('/reserve/list?startDate=2026-13-01', { headers: bearer(token) }), 400, '시작일(startDate)은(는) 2026-12-01 형식으로 입력해 주세요.')
    expectRefused(
      await v1('/reserve/cancel?reserveId=abc', { method: 'PATCH', headers: bearer(token) }),
      400,
      '예약 번호(reserveId)는 1 이상의 정수로 입력해 주세요.',
    )
    expectRefused(await v1('/reserve/list'), 401, '로그인이 필요합니다.')
    expectRefused(await v1('/reserve/', { method: 'POST', body: JSON.stringify({}) }), 401, '로그인이 필요합니다.')
  })
})

describe('the last places of a day', () => {
  it('are never overbooked by simultaneous reservations', async () => {
    const goods = await goodsNamed('순천만 갈대밭 생태 해설 투어')
    const day = dayAhead(12)
    const members = await Promise.all(Array.from({ length: 5 }, (_, index) => createMember(`trvcap${index}`)))
    const tokens = await Promise.all(members.map((each) => memberToken(each)))
    const attempts = await Promise.all(
      members.map((each, index) =>
        v1<GoodsReservation>('/reserve/', {
          method: 'POST',
          headers: bearer(tokens[index]!),
          body: JSON.stringify(reserveBody(each, goods.id, day, 2, 16000)),
        }),
      ),
    )
    const statuses = attempts.map((attempt) => attempt.httpStatus)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(2)
    const full = await v1<ReservePayInfo>('/reserve/pay-info', {
      method: 'POST',
      headers: bearer(tokens[0]!),
      body: JSON.stringify({ goodsDtlId: goods.id, goodsCnt: 1, priceSn: 1, useDate: day }),
    })
    expectRefused(full, 409, '선택한 날은 예약이 마감되었습니다.')
  })
})

describe('goods someone booked', () => {
  it('cannot be deleted in the admin', async () => {
    const member = await createMember('trvkeepgoods')
    const goods = await goodsNamed('하회별신굿탈놀이 공연 관람석')
    const booked = await v1('/reserve', {
      method: 'POST',
      headers: bearer(await memberToken(member)),
      body: JSON.stringify(reserveBody(member, goods.id, dayAhead(20), 1, 10000)),
    })
    expect(booked.httpStatus).toBe(200)
    const { httpStatus, body } = await requestJson<{ errors: { message: string }[] }>(`/api/reservation-goods/${goods.id}`, {
      method: 'DELETE',
      headers: bearer(await adminLogin()),
    })
    expect(httpStatus).toBe(409)
    expect(body.errors[0]!.message).toBe('예약이 있는 상품은 삭제할 수 없습니다. 더 받지 않으려면 판매 중을 꺼 주세요.')
  })
})

describe('coupons on a reservation', () => {
  it('are offered, priced, spent and given back on cancel; pass-only ones are refused', async () => {
    const member = await createMember('trvrsvcpn')
    const token = await memberToken(member)
    const offers = (await v1<ListData<{ couponPblcnUid: number; name: string }>>('/mypage/coupon?pageSize=100', { headers: bearer(token) })).body.data!.list
    const register = async (name: string) =>
      (
        await v1<{ couponUid: number }>(`/mypage/coupon/insert?couponPblcnUid=${offers.find((offer) => offer.name === name)!.couponPblcnUid}`, {
          method: 'POST',
          headers: bearer(token),
        })
      ).body.data!.couponUid
    const experience = await register('체험 예약 2천 원 할인')
    const passOnly = await register('신규 회원 10% 할인')
    await register('가을 여행 주간 15% 할인')
    const goods = await goodsNamed('창덕궁 후원 해설 관람')

    // The autumn coupon (for everything) has not started; the welcome coupon is for passes only.
    const { body: usable } = await v1<{ couponUid: number; name: string; discount: number }[]>(`/reserve/coupon?goodsDtlId=${goods.id}`, {
      headers: bearer(token),
    })
    expect(usable.data!.map((each) => [each.name, each.discount])).toEqual([['체험 예약 2천 원 할인', 2000]])
    expectRefused(await v1('/reserve/coupon?goodsDtlId=0', { headers: bearer(token) }), 400, '예약 상품 번호(goodsDtlId)는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1(`/reserve/coupon?goodsDtlId=${goods.id}`), 401, '로그인이 필요합니다.')

    const day = dayAhead(15)
    const quote = await v1<ReservePayInfo>('/reserve/pay-info', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ goodsDtlId: goods.id, goodsCnt: 2, priceSn: 1, useDate: day, couponUid: experience }),
    })
    expect(quote.body.data).toMatchObject({ totalPrice: 10000, discount: 2000, payAmount: 8000, couponNm: '체험 예약 2천 원 할인' })
    expectRefused(
      await v1('/reserve/pay-info', {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ goodsDtlId: goods.id, goodsCnt: 2, priceSn: 1, useDate: day, couponUid: passOnly }),
      }),
      409,
      '이 상품에는 사용할 수 없는 쿠폰입니다.',
    )

    const booked = await v1<GoodsReservation>('/reserve/', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ ...reserveBody(member, goods.id, day, 2, 8000), couponUid: experience }),
    })
    expect(booked.body.data).toMatchObject({ totalPrice: 10000, discount: 2000, payAmount: 8000, couponNm: '체험 예약 2천 원 할인' })
    const again = await v1('/reserve/', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ ...reserveBody(member, goods.id, day, 2, 8000), couponUid: experience }),
    })
    expectRefused(again, 409, '이미 사용한 쿠폰입니다.')
    const stateOf = async () =>
      (await v1<ListData<{ couponUid: number; state: string }>>('/mypage/myCoupon', { headers: bearer(token) })).body.data!.list.find(
        (each) => each.couponUid === experience,
      )!.state
    expect(await stateOf()).toBe('used')
    const paidFor = async () =>
      (await requestJson<{ usedReservation: number | null }>(`/api/member-coupons/${experience}?depth=0`, { headers: bearer(token) })).body.usedReservation
    expect(await paidFor()).toBe(booked.body.data!.reserveId)
    await v1(`/reserve/cancel?reserveId=${booked.body.data!.reserveId}`, { method: 'PATCH', headers: bearer(token) })
    expect(await stateOf()).toBe('available')
    expect(await paidFor()).toBeNull()
  })
})
