import { describe, expect, it } from 'vitest'
import { outcomeRules } from '../../cms/domains/applications/services/transfer/outcome-rules'

const contract = { state: 'done', outcome: 'contract', contractType: 'exclusive', contractDate: '2026-11-20', contractAmount: 30_000_000 }

describe('the outcome of a 기술상담 신청', () => {
  it('is recorded once the request is 승인 or 완료', () => {
    for (const state of ['received', 'review', 'revision', 'resubmitted', 'rejected', 'withdrawn'])
      expect(outcomeRules.outcome({ state, outcome: 'closed' })).toBe('처리 결과는 승인하거나 완료한 신청에만 기록할 수 있습니다.')
    expect(outcomeRules.outcome({ state: 'review', outcome: null })).toBe(true)
    expect(outcomeRules.outcome({ state: 'approved', outcome: 'closed' })).toBe(true)
    expect(outcomeRules.outcome({ state: 'done', outcome: 'closed' })).toBe(true)
  })

  it('as 계약 체결 needs its type, date and an amount in whole 원', () => {
    expect(Object.values(outcomeRules).map((rule) => rule(contract))).toEqual([true, true, true, true, true])
    expect(outcomeRules.contractType({ ...contract, contractType: null })).toBe('계약 체결이면 계약 형태를 선택해 주세요.')
    expect(outcomeRules.contractDate({ ...contract, contractDate: null })).toBe('계약 체결이면 계약일을 입력해 주세요.')
    for (const amount of [null, -1, 1000.5, '1000'])
      expect(outcomeRules.contractAmount({ ...contract, contractAmount: amount })).toBe('계약 체결이면 계약 금액(원)을 0 이상의 정수로 입력해 주세요.')
    expect(outcomeRules.contractAmount({ ...contract, contractAmount: 0 })).toBe(true)
  })

  it('as 종료 needs a reason, and none of the contract fields', () => {
    const closed = { state: 'done', outcome: 'closed' }
    expect(outcomeRules.closeReason({ ...closed, closeReason: '  ' })).toBe('종료이면 종료 사유를 입력해 주세요.')
    expect(outcomeRules.closeReason({ ...closed, closeReason: '기업 사정' })).toBe(true)
    expect([outcomeRules.contractType(closed), outcomeRules.contractDate(closed), outcomeRules.contractAmount(closed)]).toEqual([true, true, true])
  })
})
