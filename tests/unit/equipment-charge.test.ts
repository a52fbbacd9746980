import { describe, expect, it } from 'vitest'
import { actualUnitsOf, recomputeCharge, splitVat } from '../../cms/domains/equipment/services/charge'

const at = (time: string) => new Date(`2026-12-09T${time}:00+09:00`)

describe('the charge of an actual use (issue 31)', () => {
  it('splits VAT both ways as docs/decisions.md "부가세" says', () => {
    expect(splitVat(35000, 'separate')).toEqual({ supplyAmount: 35000, vatAmount: 3500, total: 38500 })
    expect(splitVat(12345, 'separate')).toEqual({ supplyAmount: 12345, vatAmount: 1234, total: 13579 })
    expect(splitVat(35000, 'included')).toEqual({ supplyAmount: 31818, vatAmount: 3182, total: 35000 })
    expect(splitVat(0, 'included')).toEqual({ supplyAmount: 0, vatAmount: 0, total: 0 })
  })

  it('counts hours in 30-minute steps rounded up, whole days, samples or one use', () => {
    const use = (start: string, end: string, samples: number | null = null) => ({ actualStartAt: at(start), actualEndAt: at(end), samples })
    expect(actualUnitsOf('hour', use('10:00', '13:10'))).toBe(3.5)
    expect(actualUnitsOf('hour', use('10:00', '13:00'))).toBe(3)
    expect(actualUnitsOf('hour', use('10:00', '10:01'))).toBe(0.5)
    expect(actualUnitsOf('day', use('10:00', '13:00'))).toBe(1)
    expect(actualUnitsOf('sample', use('10:00', '11:00', 4))).toBe(4)
    expect(actualUnitsOf('use', use('10:00', '18:00'))).toBe(1)
  })

  it('prices the units with the stored fee and 가족회사 discount, then the adjustment, then VAT', () => {
    const pricing = {
      unitFee: 10000,
      unit: 'hour' as const,
      feeUnit: '1시간',
      familyBenefit: { label: '가족회사 우수 30% 할인', companyName: '새솔정밀', tierName: '우수', discountPercent: 30 },
    }
    const charge = recomputeCharge({ ...pricing, vatMode: 'separate' }, 3.5, { amount: -1000, reason: '지연 감면' })
    expect(charge).toEqual({
      units: 3.5,
      baseAmount: 35000,
      discountAmount: 10500,
      adjustmentAmount: -1000,
      adjustmentReason: '지연 감면',
      supplyAmount: 23500,
      vatAmount: 2350,
      total: 25850,
    })
    expect(recomputeCharge(pricing, 2, { amount: 0, reason: '남은 사유' }).adjustmentReason).toBeNull()
  })
})
