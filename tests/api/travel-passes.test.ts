import { beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { MainSearchResult } from '../../contract/main'
import type { CouponOffer, MemberCoupon, PassDetail, PassOrder, PassQuote, PassSummary, PassVoucher } from '../../contract/travel'
import { couponSeeds } from '../../seed/data/passes'
import { bearer, requestJson, v1 } from '../helpers/api'
import { memberToken, seedMemberToken } from '../helpers/equipment'
import { adminLogin, createMember } from '../helpers/members'
import { expectRefused } from '../helpers/travel'

type Purchase = { gdsDtlUid: number; passCnt: number; couponUid?: number; price?: number; promoCode?: string }

const query = (purchase: Purchase) =>
  Object.entries(purchase)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')
const quote = (token: string | null, purchase: Purchase) =>
  v1<PassQuote>(`/pass/buyPassPayInfo?${query(purchase)}&isPay=false`, { method: 'POST', headers: token ? bearer(token) : {} })
const pay = (token: string, purchase: Purchase) =>
  v1<PassOrder>(`/pass/buyPassPayInfo?${query(purchase)}&isPay=true`, { method: 'POST', headers: bearer(token) })
const refund = (token: string, params: string) => v1<PassOrder>(`/mypage/refundPass?${params}`, { method: 'PATCH', headers: bearer(token) })
const mine = <T>(token: string, path: string) => v1<T>(path, { headers: bearer(token) })

const passNamed = async (name: string) => (await v1<ListData<PassSummary>>('/pass/list?pageSize=100')).body.data!.list.find((pass) => pass.name === name)!
const detailOf = async (name: string) => (await v1<PassDetail>(`/pass/detail/${(await passNamed(name)).passUid}`)).body.data!
const optionOf = async (passName: string, optionName: string) => (await detailOf(passName)).options.find((option) => option.optionNm === optionName)!

const registered = async (token: string, couponName: string) => {
  const offers = (await mine<ListData<CouponOffer>>(token, '/mypage/coupon?pageSize=100')).body.data!.list
  const offer = offers.find((each) => each.name === couponName)!
  const { body } = await v1<MemberCoupon>(`/mypage/coupon/insert?couponPblcnUid=${offer.couponPblcnUid}`, { method: 'POST', headers: bearer(token) })
  return body.data!
}

const OTHER_REASON = 'CD0000002704'
const CHANGE_OF_PLAN = 'CD0000002702'

describe('GET /pass/list and /pass/detail/{id}', () => {
  it('pages the published passes with their lowest price, drafts left out', async () => {
    const { httpStatus, body } = await v1<ListData<PassSummary>>('/pass/list?pageNum=1&pageSize=2&language=CD0000001258', {
      headers: { 'X-Language': 'CD0000001258' },
    })
    expect(httpStatus).toBe(200)
    expect(body.data!.list).toHaveLength(2)
    expect(body.data!.page_cnt).toBe(Math.ceil(body.data!.cnt_total / 2))
    const all = (await v1<ListData<PassSummary>>('/pass/list?pageSize=100')).body.data!.list
    expect(all.some((pass) => pass.name.includes('준비 중'))).toBe(false)
    expect(await passNamed('서울 궁궐 통합 관람권')).toMatchObject({ psCd: 'CD0000002402', psNm: '입장권 묶음', validDays: 90, minPrice: 6000, soldOut: false })
    expect((await passNamed('제주 동부 버스 패스')).soldOut).toBe(true)
  })

  it('filters by pass kind and refuses a malformed one', async () => {
    const { body } = await v1<ListData<PassSummary>>('/pass/list?pageSize=100&psCd=CD0000002401')
    expect(body.data!.list.map((pass) => pass.name).sort()).toEqual(['부산 바다 자유이용 패스', '여수·순천 남도 패스'])
    expectRefused(await v1('/pass/list?psCd=free'), 400, '패스 구분 코드는 CD와 숫자 10자리(예: CD0000001258)로 입력해 주세요.')
  })

  it('answers the detail with options and attractions; a bad id 400, an unknown one 404', async () => {
    const detail = await detailOf('서울 궁궐 통합 관람권')
    expect(detail.options.map((option) => [option.optionNm, option.price])).toEqual([
      ['성인', 10000],
      ['청소년', 6000],
    ])
    expect(detail.attractions.map((attraction) => attraction.name)).toEqual(['경복궁', '창덕궁과 후원'])
    expectRefused(await v1('/pass/detail/abc'), 400, '패스 번호는 1 이상의 정수로 입력해 주세요.')
    expectRefused(await v1('/pass/detail/999999'), 404, '패스 정보를 찾을 수 없습니다.')
  })
})

describe('the pass purchase', () => {
  let token: string
  let otherToken: string

  beforeAll(async () => {
    token = await memberToken(await createMember('trvbuy'))
    otherToken = await memberToken(await createMember('trvbuy2'))
  })

  it('quotes on the server with isPay=false, whatever price the client sends', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    const { httpStatus, body } = await quote(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 2, price: 1 })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({
      passNm: '서울 궁궐 통합 관람권',
      optionNm: '성인',
      passCnt: 2,
      unitPrice: 10000,
      totalPrice: 20000,
      discount: 0,
      payAmount: 20000,
      priceChanged: true,
      isPay: false,
    })
    expect((await optionOf('서울 궁궐 통합 관람권', '성인')).stock).toBe(adult.stock)
  })

  it('refuses quantities outside 1–6, a missing isPay, an unknown option and a sold-out one', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    for (const passCnt of [0, 7, 1.5])
      expectRefused(await quote(token, { gdsDtlUid: adult.gdsDtlUid, passCnt }), 400, '수량(passCnt)은 1에서 6 사이의 정수로 입력해 주세요.')
    expect((await quote(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 6 })).httpStatus).toBe(200)
    expectRefused(
      await v1(`/pass/buyPassPayInfo?gdsDtlUid=${adult.gdsDtlUid}&passCnt=1`, { method: 'POST', headers: bearer(token) }),
      400,
      'isPay는 true 또는 false로 입력해 주세요.',
    )
    expectRefused(await quote(token, { gdsDtlUid: 999999, passCnt: 1 }), 404, '패스 옵션을 찾을 수 없습니다.')
    const soldOut = await optionOf('제주 동부 버스 패스', '1인')
    expectRefused(await quote(token, { gdsDtlUid: soldOut.gdsDtlUid, passCnt: 1 }), 409, '매진되었습니다.')
    expectRefused(
      await quote(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 1, promoCode: 'summer sale' }),
      400,
      '프로모션 코드는 영문 대문자·숫자·하이픈 30자 이내로 입력해 주세요.',
    )
  })

  it('takes numbers only as plain decimal integers: no hexadecimal, exponent or blank', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    const ask = (numbers: string) => v1(`/pass/buyPassPayInfo?gdsDtlUid=${adult.gdsDtlUid}&${numbers}&isPay=false`, { method: 'POST', headers: bearer(token) })
    for (const passCnt of ['0x6', '6e0', '6.0', '', ' '])
      expectRefused(await ask(`passCnt=${encodeURIComponent(passCnt)}`), 400, '수량(passCnt)은 1에서 6 사이의 정수로 입력해 주세요.')
    for (const price of ['1e4', '0x2710', '10000.0'])
      expectRefused(await ask(`passCnt=1&price=${price}`), 400, '결제 금액(price)은 0 이상의 정수(원)로 입력해 주세요.')
    expect((await ask('passCnt=+6&price=10000')).httpStatus).toBe(200)
    expectRefused(await v1(`/pass/detail/0x1`), 400, '패스 번호는 1 이상의 정수로 입력해 주세요.')
  })

  it('needs a signed-in member', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    expectRefused(await quote(null, { gdsDtlUid: adult.gdsDtlUid, passCnt: 1 }), 401, '로그인이 필요합니다.')
    expectRefused(
      await v1('/pass/buyPass', { method: 'POST', body: JSON.stringify({ gdsDtlUid: adult.gdsDtlUid, passCnt: 1, price: 10000 }) }),
      401,
      '로그인이 필요합니다.',
    )
  })

  it('with isPay=true needs the price the server asks, and takes nothing when it differs', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    expectRefused(await pay(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 1 }), 400, '결제할 금액(price)을 함께 보내 주세요.')
    expectRefused(await pay(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 1, price: 9000 }), 409, '결제 금액이 변경되었습니다. 금액을 다시 확인해 주세요.')
    expect((await optionOf('서울 궁궐 통합 관람권', '성인')).stock).toBe(adult.stock)
    expect((await mine<ListData<PassOrder>>(token, '/mypage/buy/list')).body.data!.cnt_total).toBe(0)
  })

  it('records an order paid by a test payment, shows its voucher, and refunds it with a reason', async () => {
    const adult = await optionOf('서울 궁궐 통합 관람권', '성인')
    const coupon = await registered(token, '신규 회원 10% 할인')
    const priced = (await quote(token, { gdsDtlUid: adult.gdsDtlUid, passCnt: 3, couponUid: coupon.couponUid })).body.data!
    expect(priced).toMatchObject({ totalPrice: 30000, discount: 3000, payAmount: 27000, couponNm: '신규 회원 10% 할인' })

    const { httpStatus, body } = await pay(token, {
      gdsDtlUid: adult.gdsDtlUid,
      passCnt: 3,
      couponUid: coupon.couponUid,
      price: 27000,
      promoCode: 'AUTUMN-2026',
    })
    expect(httpStatus).toBe(200)
    const order = body.data!
    expect(order).toMatchObject({ passCnt: 3, payAmount: 27000, discount: 3000, state: 'paid', stateLabel: '결제완료', refund: null, isPay: true })
    expect(order.couponNm).toBe('신규 회원 10% 할인')
    expect((await mine<ListData<PassOrder>>(token, '/mypage/buy/list')).body.data!.list.find((each) => each.rsvtUid === order.rsvtUid)?.couponNm).toBe(
      '신규 회원 10% 할인',
    )
    expect(order.orderNo).toMatch(/^PS-\d{8}-\d{4,}$/)
    expect(order.voucherCode).toMatch(/^PV-[A-Z2-9]{10}$/)
    expect(order.payment).toMatchObject({ method: 'test', label: '테스트 결제 (실제 결제 없음)' })
    expect(order.payment.ref).toMatch(/^TEST-/)
    expect((await optionOf('서울 궁궐 통합 관람권', '성인')).stock).toBe(adult.stock - 3)
    const myCoupons = (await mine<ListData<MemberCoupon>>(token, '/mypage/myCoupon')).body.data!.list
    expect(myCoupons.find((each) => each.couponUid === coupon.couponUid)).toMatchObject({ state: 'used', stateLabel: '사용 완료' })

    expect(
      (await v1<ListData<PassOrder>>('/mypage/myPass/list', { headers: { ...bearer(token), 'X-Exchange-Rate': 'CD0000001044' } })).body.data!.list.map(
        (each) => each.rsvtUid,
      ),
    ).toEqual([order.rsvtUid])
    const cards = (await mine<PassVoucher[]>(token, '/mypage/exchangeCard/list')).body.data!
    expect(cards.map((card) => card.voucherCode)).toEqual([order.voucherCode])
    const voucher = (await mine<PassVoucher>(token, `/mypage/voucher?rsvtUid=${order.rsvtUid}`)).body.data!
    expect(voucher).toMatchObject({
      orderNo: order.orderNo,
      passNm: '서울 궁궐 통합 관람권',
      optionNm: '성인',
      passCnt: 3,
      attractions: ['경복궁', '창덕궁과 후원'],
    })

    // Someone else's order is not found, to read or to refund.
    expectRefused(await mine(otherToken, `/mypage/voucher?rsvtUid=${order.rsvtUid}`), 404, '구매 내역을 찾을 수 없습니다.')
    expectRefused(await refund(otherToken, `rsvtUid=${order.rsvtUid}&whyCd=${CHANGE_OF_PLAN}`), 404, '구매 내역을 찾을 수 없습니다.')
    expect((await mine<ListData<PassOrder>>(otherToken, '/mypage/buy/list')).body.data!.list).toEqual([])

    expectRefused(await refund(token, `rsvtUid=${order.rsvtUid}`), 400, '환불 사유(whyCd)를 선택해 주세요.')
    expectRefused(await refund(token, `rsvtUid=${order.rsvtUid}&whyCd=CD0000002101`), 400, '환불 사유 코드가 올바르지 않습니다.')
    expectRefused(await refund(token, `rsvtUid=${order.rsvtUid}&whyCd=${OTHER_REASON}`), 400, '기타 환불 사유(etcWhy)를 입력해 주세요.')
    expectRefused(await refund(token, `rsvtUid=x&whyCd=${CHANGE_OF_PLAN}`), 400, '구매 번호(rsvtUid)는 1 이상의 정수로 입력해 주세요.')

    const [first, second] = await Promise.all([
      refund(token, `rsvtUid=${order.rsvtUid}&whyCd=${OTHER_REASON}&etcWhy=${encodeURIComponent('동행 일정이 취소되었습니다.')}`),
      refund(token, `rsvtUid=${order.rsvtUid}&whyCd=${OTHER_REASON}&etcWhy=${encodeURIComponent('동행 일정이 취소되었습니다.')}`),
    ])
    expect([first.httpStatus, second.httpStatus].sort()).toEqual([200, 409])
    const refunded = (first.httpStatus === 200 ? first : second).body.data!
    expect(refunded).toMatchObject({ state: 'refunded', stateLabel: '환불완료' })
    expect(refunded.refund).toMatchObject({ whyCd: OTHER_REASON, whyNm: '기타', etcWhy: '동행 일정이 취소되었습니다.', refundAmount: 27000 })
    expect((await optionOf('서울 궁궐 통합 관람권', '성인')).stock).toBe(adult.stock)
    const back = (await mine<ListData<MemberCoupon>>(token, '/mypage/myCoupon')).body.data!.list
    expect(back.find((each) => each.couponUid === coupon.couponUid)!.state).toBe('available')

    expectRefused(await refund(token, `rsvtUid=${order.rsvtUid}&whyCd=${CHANGE_OF_PLAN}`), 409, '이미 환불된 구매입니다.')
    expectRefused(await mine(token, `/mypage/voucher?rsvtUid=${order.rsvtUid}`), 409, '환불된 구매의 교환권은 사용할 수 없습니다.')
    expect((await mine<PassVoucher[]>(token, '/mypage/exchangeCard/list')).body.data).toEqual([])
    expect((await mine<ListData<PassOrder>>(token, '/mypage/myPass/list')).body.data!.cnt_total).toBe(0)
    expect((await mine<ListData<PassOrder>>(token, '/mypage/buy/list')).body.data!.list.map((each) => each.state)).toEqual(['refunded'])
  })

  it('POST /pass/buyPass takes the same purchase as a JSON body', async () => {
    const youth = await optionOf('서울 궁궐 통합 관람권', '청소년')
    const { httpStatus, body } = await v1<PassOrder>('/pass/buyPass', {
      method: 'POST',
      headers: bearer(otherToken),
      body: JSON.stringify({ gdsDtlUid: youth.gdsDtlUid, passCnt: 1, price: 6000 }),
    })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ optionNm: '청소년', payAmount: 6000, state: 'paid' })
    expectRefused(
      await v1('/pass/buyPass', { method: 'POST', headers: bearer(otherToken), body: JSON.stringify({ gdsDtlUid: youth.gdsDtlUid, passCnt: 9, price: 6000 }) }),
      400,
      '수량(passCnt)은 1에서 6 사이의 정수로 입력해 주세요.',
    )
  })
})

describe('coupons', () => {
  let token: string
  let otherToken: string

  beforeAll(async () => {
    token = await memberToken(await createMember('trvcpn'))
    otherToken = await memberToken(await createMember('trvcpn2'))
  })

  it('on offer are the published ones still in their days, and register once', async () => {
    const offers = (await mine<ListData<CouponOffer>>(token, '/mypage/coupon?pageNum=1&pageSize=100')).body.data!.list
    // Other test files add coupons of their own to the shared server; the seeded ones are these.
    const seeded = new Set(couponSeeds.map((seed) => seed.name))
    expect(
      offers
        .filter((offer) => seeded.has(offer.name))
        .map((offer) => offer.name)
        .sort(),
    ).toEqual(['가을 여행 주간 15% 할인', '궁궐 관람권 3천 원 할인', '신규 회원 10% 할인', '체험 예약 2천 원 할인'].sort())
    expect(offers.find((offer) => offer.name === '신규 회원 10% 할인')).toMatchObject({
      discountLabel: '10% 할인 (최대 5,000원)',
      minPrice: 10000,
      registered: false,
    })
    const palace = offers.find((offer) => offer.name === '궁궐 관람권 3천 원 할인')!
    expect(palace).toMatchObject({ discountLabel: '3,000원 할인', passNm: '서울 궁궐 통합 관람권' })

    const { httpStatus, body } = await v1<MemberCoupon>(`/mypage/coupon/insert?couponPblcnUid=${palace.couponPblcnUid}`, {
      method: 'POST',
      headers: bearer(token),
    })
    expect(httpStatus).toBe(200)
    expect(body.data).toMatchObject({ name: palace.name, state: 'available', stateLabel: '사용 가능' })
    expectRefused(
      await v1(`/mypage/coupon/insert?couponPblcnUid=${palace.couponPblcnUid}`, { method: 'POST', headers: bearer(token) }),
      409,
      '이미 등록한 쿠폰입니다.',
    )
    expectRefused(
      await v1(`/mypage/mobile/insert?couponPblcnUid=${palace.couponPblcnUid}`, { method: 'POST', headers: bearer(token) }),
      409,
      '이미 등록한 쿠폰입니다.',
    )
    expect(
      (await mine<ListData<CouponOffer>>(token, '/mypage/coupon?pageSize=100')).body.data!.list.find((offer) => offer.couponPblcnUid === palace.couponPblcnUid)!
        .registered,
    ).toBe(true)

    const mobile = offers.find((offer) => offer.name === '가을 여행 주간 15% 할인')!
    expect(
      (await v1<MemberCoupon>(`/mypage/mobile/insert?couponPblcnUid=${mobile.couponPblcnUid}`, { method: 'POST', headers: bearer(token) })).httpStatus,
    ).toBe(200)
    expect((await mine<ListData<MemberCoupon>>(token, '/mypage/myCoupon')).body.data!.list.map((each) => each.name).sort()).toEqual(
      [palace.name, mobile.name].sort(),
    )
    expect((await mine<ListData<MemberCoupon>>(otherToken, '/mypage/myCoupon')).body.data!.list).toEqual([])
  })

  it('cannot be registered past their days, unpublished, unknown, or by a guest', async () => {
    const summer = (await mine<ListData<MemberCoupon>>(await seedMemberToken('member1'), '/mypage/myCoupon')).body.data!.list.find(
      (each) => each.name === '여름 바다 5천 원 할인',
    )!
    expect(summer).toMatchObject({ state: 'expired', stateLabel: '기간 만료' })
    expectRefused(
      await v1(`/mypage/coupon/insert?couponPblcnUid=${summer.couponPblcnUid}`, { method: 'POST', headers: bearer(token) }),
      409,
      '사용 기간이 지난 쿠폰입니다.',
    )
    expectRefused(await v1('/mypage/coupon/insert?couponPblcnUid=999999', { method: 'POST', headers: bearer(token) }), 404, '쿠폰을 찾을 수 없습니다.')
    expectRefused(
      await v1('/mypage/coupon/insert?couponPblcnUid=abc', { method: 'POST', headers: bearer(token) }),
      400,
      '쿠폰 번호(couponPblcnUid)는 1 이상의 정수로 입력해 주세요.',
    )
    expectRefused(await v1('/mypage/coupon/insert?couponPblcnUid=1', { method: 'POST' }), 401, '로그인이 필요합니다.')
    expectRefused(await v1('/mypage/coupon'), 401, '로그인이 필요합니다.')
    expectRefused(await v1('/mypage/myCoupon'), 401, '로그인이 필요합니다.')
  })

  it("are refused when someone else's, expired, for another pass or under their minimum", async () => {
    const busan = await optionOf('부산 바다 자유이용 패스', '성인')
    const youth = await optionOf('서울 궁궐 통합 관람권', '청소년')
    const welcome = await registered(otherToken, '신규 회원 10% 할인')
    expectRefused(await quote(token, { gdsDtlUid: busan.gdsDtlUid, passCnt: 1, couponUid: welcome.couponUid }), 404, '보유한 쿠폰을 찾을 수 없습니다.')
    const member1 = await seedMemberToken('member1')
    const summer = (await mine<ListData<MemberCoupon>>(member1, '/mypage/myCoupon')).body.data!.list.find((each) => each.name === '여름 바다 5천 원 할인')!
    expectRefused(await quote(member1, { gdsDtlUid: busan.gdsDtlUid, passCnt: 1, couponUid: summer.couponUid }), 409, '사용 기간이 지난 쿠폰입니다.')
    const palace = (await mine<ListData<MemberCoupon>>(token, '/mypage/myCoupon')).body.data!.list.find((each) => each.name === '궁궐 관람권 3천 원 할인')!
    expectRefused(await quote(token, { gdsDtlUid: busan.gdsDtlUid, passCnt: 1, couponUid: palace.couponUid }), 409, '이 패스에는 사용할 수 없는 쿠폰입니다.')
    expectRefused(
      await quote(otherToken, { gdsDtlUid: youth.gdsDtlUid, passCnt: 1, couponUid: welcome.couponUid }),
      409,
      '10,000원 이상 구매할 때 사용할 수 있는 쿠폰입니다.',
    )
    expect((await quote(otherToken, { gdsDtlUid: youth.gdsDtlUid, passCnt: 2, couponUid: welcome.couponUid })).body.data).toMatchObject({
      totalPrice: 12000,
      discount: 1200,
      payAmount: 10800,
    })
  })

  it('pay for one order only, also when two are sent at once', async () => {
    const youth = await optionOf('서울 궁궐 통합 관람권', '청소년')
    const palace = (await mine<ListData<MemberCoupon>>(token, '/mypage/myCoupon')).body.data!.list.find((each) => each.name === '궁궐 관람권 3천 원 할인')!
    const attempts = await Promise.all([1, 2].map(() => pay(token, { gdsDtlUid: youth.gdsDtlUid, passCnt: 1, couponUid: palace.couponUid, price: 3000 })))
    expect(attempts.map((attempt) => attempt.httpStatus).sort()).toEqual([200, 409])
    expect(attempts.find((attempt) => attempt.httpStatus === 409)!.body.status.message).toBe('이미 사용한 쿠폰입니다.')
    expectRefused(await pay(token, { gdsDtlUid: youth.gdsDtlUid, passCnt: 1, couponUid: palace.couponUid, price: 3000 }), 409, '이미 사용한 쿠폰입니다.')
    expect((await optionOf('서울 궁궐 통합 관람권', '청소년')).stock).toBe(youth.stock - 1)
  })
})

describe('the last pass in stock', () => {
  it('is sold once however many buy it at the same moment', async () => {
    const special = await optionOf('여수·순천 남도 패스', '한정 특가')
    expect(special.stock).toBe(1)
    const tokens = await Promise.all(Array.from({ length: 8 }, async (_, index) => memberToken(await createMember(`trvlast${index}`))))
    const attempts = await Promise.all(tokens.map((each) => pay(each, { gdsDtlUid: special.gdsDtlUid, passCnt: 1, price: 15000 })))
    const statuses = attempts.map((attempt) => attempt.httpStatus)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    for (const refused of attempts.filter((attempt) => attempt.httpStatus === 409)) expect(refused.body.status.message).toBe('매진되었습니다.')
    const after = await optionOf('여수·순천 남도 패스', '한정 특가')
    expect(after).toMatchObject({ stock: 0, soldOut: true })
  })
})

describe('GET /main/main', () => {
  it('counts the published passes a keyword finds', async () => {
    const { body } = await v1<MainSearchResult>(`/main/main?searchKeyword=${encodeURIComponent('패스')}`)
    expect(body.data!.mainPassList.map((pass) => pass.name).sort()).toEqual(['부산 바다 자유이용 패스', '여수·순천 남도 패스', '제주 동부 버스 패스'])
    expect(body.data!.mainPassCnt).toBe(3)
  })
})

describe('what members bought', () => {
  it('keeps its pass, option and coupon from being deleted in the admin', async () => {
    const token = await memberToken(await createMember('trvkeep'))
    const admin = await adminLogin()
    const pass = await passNamed('부산 바다 자유이용 패스')
    const child = await optionOf('부산 바다 자유이용 패스', '어린이')
    expect((await pay(token, { gdsDtlUid: child.gdsDtlUid, passCnt: 1, price: child.price })).httpStatus).toBe(200)
    const optionDelete = await requestJson<{ errors: { message: string }[] }>(`/api/pass-options/${child.gdsDtlUid}`, {
      method: 'DELETE',
      headers: bearer(admin),
    })
    expect(optionDelete.httpStatus).toBe(409)
    expect(optionDelete.body.errors[0]!.message).toBe('판매된 패스 옵션은 삭제할 수 없습니다. 더 팔지 않으려면 남은 수량을 0으로 바꿔 주세요.')
    const passDelete = await requestJson<{ errors: { message: string }[] }>(`/api/passes/${pass.passUid}`, { method: 'DELETE', headers: bearer(admin) })
    expect(passDelete.httpStatus).toBe(409)
    expect(passDelete.body.errors[0]!.message).toBe('판매된 패스는 삭제할 수 없습니다. 더 팔지 않으려면 게시를 취소해 주세요.')
    const welcome = await registered(token, '신규 회원 10% 할인')
    const couponDelete = await requestJson<{ errors: { message: string }[] }>(`/api/coupons/${welcome.couponPblcnUid}`, {
      method: 'DELETE',
      headers: bearer(admin),
    })
    expect(couponDelete.httpStatus).toBe(409)
    expect(couponDelete.body.errors[0]!.message).toBe('회원이 등록한 쿠폰은 삭제할 수 없습니다. 더 주지 않으려면 게시를 취소해 주세요.')
    const attraction = (await detailOf('부산 바다 자유이용 패스')).attractions[0]!
    const attractionDelete = await requestJson<{ errors: { message: string }[] }>(`/api/attractions/${attraction.gdsUid}`, {
      method: 'DELETE',
      headers: bearer(admin),
    })
    expect(attractionDelete.httpStatus).toBe(409)
    expect(attractionDelete.body.errors[0]!.message).toBe(
      '추천 코스·패스·예약 상품이나 회원의 관심 목록에 쓰인 관광지는 삭제할 수 없습니다. 게시를 취소해 주세요.',
    )
    expect((await v1(`/pass/detail/${pass.passUid}`)).httpStatus).toBe(200)
  })
})
