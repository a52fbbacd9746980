import { describe, expect, it } from 'vitest'
import { actualUnitsOf, recomputeCharge } from '../../cms/domains/equipment/services/charge'

const at = (time: string) => new Date(`2026-12-09T${time}:00+09:00`)

describe('the charge of an actual use (issue 31)', () => {
  it('counts hours in 30-minute steps rounded up, whole days, samples or one use', () => {
    const use = (start: string, end: string, samples: number | null = null) => ({ actualStartAt: at(start), actualEndAt: at(end), samples })
    expect(actualUnitsOf('hour', use('10:00', '13:10'))).toBe(3.5)
    expect(actualUnitsOf('hour', use('10:00', '13:00'))).toBe(3)
    expect(actualUnitsOf('hour', use('10:00', '10:01'))).toBe(0.5)
    expect(actualUnitsOf('day', use('10:00', '13:00'))).toBe(1)
    expect(actualUnitsOf('sample', use('10:00', '11:00', 4))).toBe(4)
    expect(actualUnitsOf('use', use('10:00', '18:00'))).toBe(1)
  })

  it('takes a minimum charge back from the discount, so base − discount + adjustment is the supply', () => {
    const pricing = {
      unitFee: 10000,
      unit: 'hour' as const,
      feeUnit: '1시간',
      userType: 'internal' as const,
      factorPercent: 50,
      vatMode: 'separate' as const,
      minimumCharge: 30000,
    }
    const charge = recomputeCharge(pricing, 'self', 4, { amount: 0, reason: null })
    expect(charge).toMatchObject({ baseAmount: 40000, discountAmount: 10000, supplyAmount: 30000, vatAmount: 3000, total: 33000 })
    expect(charge.baseAmount - charge.discountAmount + charge.adjustmentAmount).toBe(charge.supplyAmount)
  })

  it('prices the units with the stored fee and 가족회사 discount, then the adjustment, then VAT', () => {
    const pricing = {
      unitFee: 10000,
      unit: 'hour' as const,
      feeUnit: '1시간',
      familyBenefit: { label: '가족회사 우수 30% 할인', companyName: '새솔정밀', tierName: '우수', discountPercent: 30 },
    }
    const charge = recomputeCharge({ ...pricing, vatMode: 'separate' }, 'self', 3.5, { amount: -1000, reason: '지연 감면' })
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
    expect(recomputeCharge(pricing, 'self', 2, { amount: 0, reason: '남은 사유' }).adjustmentReason).toBeNull()
  })
})
