import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EquipmentQuote, ReservationData, SlotsData } from '../../contract/equipment'
import { addDays } from '../../cms/platform/time/kst'
import { bearer, requestJson, v1 } from '../helpers/api'
import { book, bookingFor, createTestEquipment, memberToken, today, workingDay } from '../helpers/equipment'
import { createMembership, createTier } from '../helpers/family'
import { adminLogin, createCompany, createMember, putInCompany, type TestMember } from '../helpers/members'

/**
 * 장비 이용료 기준 (issue 31, rates): the seeded rate card (학내 50%, 중소기업 80%, 대학·연구기관 70%, 일반
 * 100%, 부가세 별도, no minimum) and what a quote and a booking make of it. Every equipment here is
 * the test's own, 10,000원 per hour unless told otherwise, quoted for two hours.
 */

const run = `rq${Date.now().toString(36)}`

const asAdmin = async (path: string, method: string, data: unknown) => {
  const { httpStatus, body } = await requestJson(path, { method, headers: bearer(await adminLogin()), body: JSON.stringify(data) })
  if (httpStatus !== 200 && httpStatus !== 201) throw new Error(`${method} ${path} failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body
}

/** A member whose 요금 구분 staff set on the account. */
const memberOfType = async (rateUserType: string) => {
  const member = await createMember('rate')
  await asAdmin(`/api/users/${member.id}`, 'PATCH', { rateUserType })
  return member
}

const quote = (equipmentId: number, token: string | null, search = 'usageMode=self&start=10:00&end=12:00') =>
  v1<EquipmentQuote>(`/equipment/${equipmentId}/quote?date=${workingDay(3)}&${search}`, { headers: token ? bearer(token) : {} })

const amountsOf = (data: EquipmentQuote | null | undefined) =>
  data && { base: data.baseAmount, discount: data.discountAmount, supply: data.supplyAmount, vat: data.vatAmount, total: data.total }

let equipmentId: number

beforeAll(async () => {
  equipmentId = await createTestEquipment({ usageModes: [{ mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' }] })
})

describe('the quote per user type', () => {
  it('a guest and a member nobody typed pay the general rate, plus VAT', async () => {
    const guest = await quote(equipmentId, null)
    expect(amountsOf(guest.body.data)).toEqual({ base: 20000, discount: 0, supply: 20000, vat: 2000, total: 22000 })
    expect(guest.body.data).toMatchObject({ userType: 'other', userTypeLabel: '일반 기업·기타', discountLabel: null })
    const plain = await quote(equipmentId, await memberToken(await createMember('rplain')))
    expect(plain.body.data).toMatchObject({ userType: 'other', factorPercent: 100, total: 22000 })
    expect(plain.body.data!.userTypeReason).toMatch(/직원이 확인한 요금 구분이 없어/)
  })

  it.each([
    ['internal', '학내 구성원', 50, { base: 20000, discount: 10000, supply: 10000, vat: 1000, total: 11000 }],
    ['academic', '대학·연구기관', 70, { base: 20000, discount: 6000, supply: 14000, vat: 1400, total: 15400 }],
    ['sme', '중소기업', 80, { base: 20000, discount: 4000, supply: 16000, vat: 1600, total: 17600 }],
  ])('a member staff typed %s pays the card’s share', async (type, label, factor, amounts) => {
    const { body } = await quote(equipmentId, await memberToken(await memberOfType(type)))
    expect(amountsOf(body.data)).toEqual(amounts)
    expect(body.data).toMatchObject({ userType: type, userTypeLabel: label, factorPercent: factor, discountLabel: `${label} ${100 - factor}% 할인` })
    expect(body.data!.lines.map((line) => line.kind)).toEqual(['base', 'discount', 'supply', 'vat', 'total'])
  })

  it('a company staff typed 중소기업 gives its members that rate, and says why', async () => {
    const company = await createCompany(`(주)${run}중소`)
    await asAdmin(`/api/companies/${company.id}`, 'PATCH', { rateUserType: 'sme' })
    const member = await createMember('rsme')
    await putInCompany(member, company.id, 'member')
    const { body } = await quote(equipmentId, await memberToken(member))
    expect(body.data).toMatchObject({ userType: 'sme', factorPercent: 80, total: 17600 })
    expect(body.data!.userTypeReason).toContain(company.name)
  })

  it('a 가족회사 pays 100 − its tier’s discount, named by the tier, above any type staff set', async () => {
    const tier = await createTier({ name: `${run}우수`, equipmentDiscountPercent: 30 })
    const company = await createCompany(`(주)${run}가족`)
    await asAdmin(`/api/companies/${company.id}`, 'PATCH', { rateUserType: 'sme' })
    await createMembership({ company: company.id, tier: tier.id, startDate: addDays(today(), -10), endDate: addDays(today(), 300) })
    const member = await createMember('rfam')
    await putInCompany(member, company.id, 'member')
    const { body } = await quote(equipmentId, await memberToken(member))
    expect(body.data).toMatchObject({
      userType: 'family',
      userTypeLabel: `가족회사(${run}우수)`,
      factorPercent: 70,
      discountLabel: `가족회사 ${run}우수 30% 할인`,
    })
    expect(amountsOf(body.data)).toEqual({ base: 20000, discount: 6000, supply: 14000, vat: 1400, total: 15400 })
  })

  it('a member cannot make themself 학내 구성원: neither the field nor their own class counts', async () => {
    const member = await createMember('rself')
    const token = await memberToken(member)
    await requestJson(`/api/users/${member.id}`, {
      method: 'PATCH',
      headers: bearer(token),
      body: JSON.stringify({ rateUserType: 'internal', memberClass: 'faculty' }),
    })
    const { body: user } = await requestJson<{ rateUserType?: string | null }>(`/api/users/${member.id}?depth=0`, { headers: bearer(await adminLogin()) })
    expect(user.rateUserType ?? null).toBeNull()
    const { body } = await quote(equipmentId, token)
    expect(body.data).toMatchObject({ userType: 'other', total: 22000 })
  })
})

describe('the equipment’s own rates, the minimum charge and VAT', () => {
  it('an override of the card’s factor for one type applies to that equipment only', async () => {
    const own = await createTestEquipment({ rates: { rateOverrides: [{ userType: 'internal', factorPercent: 30 }] } })
    const token = await memberToken(await memberOfType('internal'))
    expect((await quote(own, token)).body.data).toMatchObject({ factorPercent: 30, discountAmount: 14000, total: 6600 })
    expect((await quote(equipmentId, token)).body.data).toMatchObject({ factorPercent: 50 })
  })

  it('lifts the discounted amount to the minimum charge, shown as its own line', async () => {
    const own = await createTestEquipment({ rates: { minimumCharge: 15000 } })
    const { body } = await quote(own, await memberToken(await memberOfType('internal')))
    expect(body.data).toMatchObject({
      baseAmount: 20000,
      discountAmount: 10000,
      minimumCharge: 15000,
      minimumAddedAmount: 5000,
      supplyAmount: 15000,
      vatAmount: 1500,
      total: 16500,
    })
    expect(body.data!.lines.find((line) => line.kind === 'minimum')).toMatchObject({ label: '최소 이용료 적용', amount: 5000 })
    expect(amountsOf((await quote(own, null)).body.data)).toEqual({ base: 20000, discount: 0, supply: 20000, vat: 2000, total: 22000 })
  })

  it('takes VAT out of the amount when the equipment states it 포함', async () => {
    const own = await createTestEquipment({ usageModes: [{ mode: 'self', fee: 5000, unit: 'hour', feeUnit: '1시간' }], rates: { vatMode: 'included' } })
    const { body } = await quote(own, null)
    // 10,000 × 100 / 110 = 9,090.9 → supply 9,091 and VAT 909 inside the 10,000.
    expect(body.data).toMatchObject({ vatMode: 'included', supplyAmount: 9091, vatAmount: 909, total: 10000 })
  })
})

describe('the rate stored with a booking', () => {
  // The seeded card, whole: a group is written as one.
  const card = (academic: number) => ({ factors: { internal: 50, sme: 80, academic, other: 100 } })
  afterAll(() => asAdmin('/api/globals/equipment-rate-card', 'POST', card(70)))

  it('survives a change of the rate card, while a new quote follows the card', async () => {
    const member: TestMember = await memberOfType('academic')
    const token = await memberToken(member)
    const booked = await book<ReservationData>(token, bookingFor(member, equipmentId, workingDay(6), ['10:00', '11:00']))
    expect(booked.httpStatus).toBe(200)
    expect(booked.body.data!.pricing).toMatchObject({ userType: 'academic', factorPercent: 70, total: 15400 })

    await asAdmin('/api/globals/equipment-rate-card', 'POST', card(90))
    const later = await v1<ReservationData>(`/equipment/reservations/${booked.body.data!.id}`, { headers: bearer(token) })
    expect(later.body.data!.pricing).toMatchObject({ userType: 'academic', factorPercent: 70, discountLabel: '대학·연구기관 30% 할인', total: 15400 })
    expect((await quote(equipmentId, token)).body.data).toMatchObject({ factorPercent: 90, total: 19800 })
  })
})

describe('의뢰분석 by samples', () => {
  let samplesId: number
  let member: TestMember
  let token: string
  const day = () => workingDay(5)
  const request = (extra: Record<string, unknown>) => ({ ...bookingFor(member, samplesId, day(), [], { usageMode: 'analysis' }), ...extra })

  beforeAll(async () => {
    samplesId = await createTestEquipment({
      usageModes: [
        { mode: 'self', fee: 10000, unit: 'hour', feeUnit: '1시간' },
        { mode: 'analysis', fee: 45000, unit: 'sample', feeUnit: '1시료', bySamples: true },
      ],
      safetyTrainingRequired: true,
    })
    member = await createMember('rsamp')
    token = await memberToken(member)
  })

  it('quotes per sample without slots', async () => {
    const { body } = await quote(samplesId, null, 'usageMode=analysis&samples=3')
    expect(body.data).toMatchObject({ unit: 'sample', units: 3, baseAmount: 135000, total: 148500 })
    expect(body.data!.lines[0]!.detail).toBe('45,000원 / 1시료 × 3')
    expect((await quote(samplesId, null, 'usageMode=analysis')).body.status).toMatchObject({ message: '시료 수를 입력해 주세요.' })
  })

  it.each([
    [{}, '시료 수를 입력해 주세요.'],
    [{ samples: 0, sampleDescription: '토양 시료' }, '시료 수는 1개부터 50개까지 입력할 수 있습니다.'],
    [{ samples: 51, sampleDescription: '토양 시료' }, '시료 수는 1개부터 50개까지 입력할 수 있습니다.'],
    [{ samples: 2 }, '시료 설명을 입력해 주세요.'],
    [{ samples: 2, sampleDescription: '   ' }, '시료 설명을 입력해 주세요.'],
    [{ samples: 2, sampleDescription: '가'.repeat(1001) }, '시료 설명은 1000자 이내로 입력해 주세요.'],
    [
      { samples: 2, sampleDescription: '토양 시료', slots: ['10:00'] },
      '시료 분석 의뢰는 시간을 고르지 않고 시료 접수 희망일만 정합니다. 선택한 시간을 지워 주세요.',
    ],
  ])('refuses %j in Korean', async (extra, message) => {
    const refused = await book(token, request(extra))
    expect(refused.body.status.message).toBe(message)
    expect(refused.httpStatus).toBe(400)
  })

  it('refuses samples on a mode that books slots', async () => {
    const refused = await book(token, { ...bookingFor(member, samplesId, day(), ['10:00']), samples: 2, sampleDescription: '시편' })
    expect(refused.body.status.message).toBe('시료 수는 시료 분석 의뢰로 신청하는 이용 방식에만 입력합니다.')
  })

  it('files the request with its samples and price, holds no slot and needs no safety training', async () => {
    const booked = await book<ReservationData>(token, request({ samples: 4, sampleDescription: '하천 퇴적토 4점, 중금속(Pb, Cd) 분석' }))
    expect(booked.httpStatus).toBe(200)
    expect(booked.body.data).toMatchObject({
      samples: 4,
      sampleDescription: '하천 퇴적토 4점, 중금속(Pb, Cd) 분석',
      slots: [],
      timeRange: '시료 접수',
      state: 'standby',
    })
    expect(booked.body.data!.pricing).toMatchObject({ units: 4, baseAmount: 180000, total: 198000 })
    const slots = await v1<SlotsData>(`/equipment/${samplesId}/slots?date=${day()}`)
    expect(slots.body.data!.slots.every((slot) => slot.state === 'active')).toBe(true)
  })
})
