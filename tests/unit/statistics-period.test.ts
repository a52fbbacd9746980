import { describe, expect, it } from 'vitest'
import { periodOf } from '../../cms/domains/statistics/services/period'
import { AppError } from '../../cms/platform/http/errors'

const refusal = (asked: { from?: string; to?: string }) => {
  try {
    periodOf(asked)
  } catch (error) {
    return error instanceof AppError ? [error.httpStatus, error.userMessage] : error
  }
  return null
}

describe('the period of 운영 통계', () => {
  it('bounds each month by the instants it starts and ends at in Seoul', () => {
    const period = periodOf({ from: '2026-12', to: '2027-01' })
    expect(period.months).toEqual([
      { month: '2026-12', from: '2026-11-30T15:00:00.000Z', to: '2026-12-31T15:00:00.000Z' },
      { month: '2027-01', from: '2026-12-31T15:00:00.000Z', to: '2027-01-31T15:00:00.000Z' },
    ])
    expect(period).toMatchObject({ start: '2026-11-30T15:00:00.000Z', end: '2027-01-31T15:00:00.000Z', firstDay: '2026-12-01', nextDay: '2027-02-01' })
  })

  it('is the current Seoul year when nothing is asked, even on the evening of New Year’s Eve in UTC', () => {
    const period = periodOf({}, new Date('2026-12-31T16:00:00.000Z'))
    expect([period.from, period.to, period.months.length]).toEqual(['2027-01', '2027-12', 12])
  })

  it('fills the missing end with the asked year’s other end', () => {
    expect([periodOf({ from: '2025-03' }).to, periodOf({ to: '2025-03' }).from]).toEqual(['2025-12', '2025-01'])
  })

  it('refuses a reversed period and one over 36 months in Korean', () => {
    expect(refusal({ from: '2026-05', to: '2026-04' })).toEqual([400, '시작 월이 종료 월보다 늦습니다. 기간을 다시 선택해 주세요.'])
    expect(refusal({ from: '2024-01', to: '2026-12' })).toBeNull()
    expect(refusal({ from: '2023-12', to: '2026-12' })).toEqual([400, '통계 기간은 최대 36개월까지 조회할 수 있습니다.'])
  })
})
