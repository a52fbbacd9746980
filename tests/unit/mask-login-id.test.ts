import { describe, expect, it } from 'vitest'
import { maskLoginId } from '../../cms/domains/account/mask-login-id'

describe('a found login id is shown partly masked', () => {
  it.each([
    ['member1', 'mem***1'],
    ['longloginid', 'lon*******d'],
    ['abcdef', 'ab***f'],
    ['staff', 'st**f'],
    ['abcd', 'a***'],
    ['ab', 'a*'],
  ])('%s → %s', (loginId, masked) => {
    expect(maskLoginId(loginId)).toBe(masked)
  })

  it('hides at least half of every id', () => {
    for (let length = 1; length <= 20; length++) {
      const masked = maskLoginId('a'.repeat(length))
      expect(masked).toHaveLength(length)
      expect(masked.split('*').length - 1).toBeGreaterThanOrEqual(Math.floor(length / 2))
    }
  })
})
