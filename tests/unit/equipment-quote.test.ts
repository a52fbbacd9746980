import { describe, expect, it } from 'vitest'
import { computeQuote, type QuoteInput, type QuoteRate, quoteFromStoredRate, pricingOf, splitVat } from '../../cms/domains/equipment/services/quote'

const rate = (overrides: Partial<QuoteRate> = {}): QuoteRate => ({
  userType: 'other',
  userTypeLabel: '일반 기업·기타',
  userTypeReason: null,
  factorPercent: 100,
  benefit: null,
  minimumCharge: 0,
  vatMode: 'separate',
  ...overrides,
})

const input = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  usageMode: 'self',
  unitFee: 10000,
  unit: 'hour',
  feeUnit: '1시간',
  minutes: 120,
  rate: rate(),
  ...overrides,
})

const linesOf = (quote: ReturnType<typeof computeQuote>) => quote.lines.map((line) => [line.kind, line.label, line.amount])

describe('computeQuote (issue 31: rate card, user types, minimum, VAT)', () => {
  it('takes the user type’s share of the base rate and names the discount', () => {
    const quote = computeQuote(input({ rate: rate({ userType: 'internal', userTypeLabel: '학내 구성원', factorPercent: 50 }) }))
    expect(quote).toMatchObject({ baseAmount: 20000, discountAmount: 10000, supplyAmount: 10000, vatAmount: 1000, total: 11000 })
    expect(linesOf(quote)).toEqual([
      ['base', '기본 이용료', 20000],
      ['discount', '학내 구성원 50% 할인', -10000],
      ['supply', '공급가액', 10000],
      ['vat', '부가세 10% (부가세 별도)', 1000],
      ['total', '합계', 11000],
    ])
    expect(quote.lines[0]!.detail).toBe('10,000원 / 1시간 × 2')
  })

  it('a 가족회사 tier’s discount names the benefit; the discount is rounded down to the 원', () => {
    const benefit = { companyName: '새솔정밀', tierName: '우수', label: '가족회사 우수 30% 할인', discountPercent: 30 }
    const quote = computeQuote(
      input({ unitFee: 3333, minutes: 60, rate: rate({ userType: 'family', userTypeLabel: '가족회사(우수)', factorPercent: 70, benefit }) }),
    )
    // 3,333 × 30% = 999.9 → 999 off, so the member pays 2,334 before VAT.
    expect(quote).toMatchObject({
      baseAmount: 3333,
      discountAmount: 999,
      supplyAmount: 2334,
      vatAmount: 233,
      total: 2567,
      discountLabel: '가족회사 우수 30% 할인',
    })
  })

  it('lifts what is left to the minimum charge after the discount, on its own line, but never charges free equipment', () => {
    const quote = computeQuote(input({ minutes: 60, rate: rate({ factorPercent: 50, userTypeLabel: '학내 구성원', minimumCharge: 8000 }) }))
    expect(quote).toMatchObject({ baseAmount: 10000, discountAmount: 5000, minimumAddedAmount: 3000, supplyAmount: 8000, vatAmount: 800, total: 8800 })
    expect(quote.lines.find((line) => line.kind === 'minimum')).toMatchObject({ label: '최소 이용료 적용', detail: '최소 이용료 8,000원', amount: 3000 })
    expect(computeQuote(input({ minutes: 60, rate: rate({ minimumCharge: 5000 }) })).minimumAddedAmount).toBe(0)
    expect(computeQuote(input({ unitFee: 0, rate: rate({ minimumCharge: 8000 }) })).total).toBe(0)
  })

  it('writes VAT both ways: added and rounded down when 별도, taken out and rounded when 포함', () => {
    expect(splitVat(12345, 'separate')).toEqual({ supplyAmount: 12345, vatAmount: 1234, total: 13579 })
    // 10,000 × 100 / 110 = 9,090.9 → supply 9,091, VAT 909.
    expect(splitVat(10000, 'included')).toEqual({ supplyAmount: 9091, vatAmount: 909, total: 10000 })
    const included = computeQuote(input({ minutes: 60, rate: rate({ vatMode: 'included' }) }))
    expect(linesOf(included).at(-2)).toEqual(['vat', '부가세 10% (부가세 포함)', 909])
    expect(included.total).toBe(10000)
  })

  it('counts samples for a per-sample fee and hours for a per-hour one', () => {
    expect(computeQuote(input({ unit: 'sample', unitFee: 45000, feeUnit: '1시료', minutes: 0, samples: 3 })).baseAmount).toBe(135000)
    expect(computeQuote(input({ minutes: 90 })).units).toBe(1.5)
    expect(computeQuote(input({ unit: 'use', minutes: 240 })).units).toBe(1)
  })

  it('recomputes a charge from the rate stored at filing, whatever the card says now', () => {
    const filed = computeQuote(input({ rate: rate({ userType: 'academic', userTypeLabel: '대학·연구기관', factorPercent: 70, minimumCharge: 5000 }) }))
    const stored = pricingOf(filed)
    const actual = quoteFromStoredRate(stored, 3, 'self')!
    expect(actual).toMatchObject({ units: 3, baseAmount: 30000, discountAmount: 9000, supplyAmount: 21000, vatAmount: 2100, total: 23100, factorPercent: 70 })
    expect(quoteFromStoredRate({ ...stored, factorPercent: null }, 3, 'self')).toBeNull()
  })
})
