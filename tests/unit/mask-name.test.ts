import { describe, expect, it } from 'vitest'
import { maskName } from '../../cms/domains/member-boards/services/mask-name'

describe('a name on a member board, as others see it', () => {
  it.each([
    ['김민수', '김*수'],
    ['남궁민수', '남**수'],
    ['이준', '이*'],
    ['김', '김'],
    ['Alexander', 'A*******r'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked)
  })
})
