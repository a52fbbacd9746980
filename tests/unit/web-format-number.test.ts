import { describe, expect, it } from 'vitest'
import { formatNumber } from '@contract/format-number'

describe('the portal number format', () => {
  it('groups thousands as ko-KR does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 10000000, -4500, 1234.5, 0.25]) {
      expect(formatNumber(value), String(value)).toBe(value.toLocaleString('ko-KR', { maximumFractionDigits: 20 }))
    }
  })
})
