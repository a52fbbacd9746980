import { describe, expect, it } from 'vitest'
import { toListData } from '../../cms/platform/http/envelope'

describe('toListData', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [31, 7, 5],
  ])('%i posts in pages of %i make %i pages', (total, pageSize, pages) => {
    expect(toListData([], total, pageSize).page_cnt).toBe(pages)
  })

  it('keeps the list and the total as given', () => {
    expect(toListData(['a', 'b'], 12, 2)).toEqual({ list: ['a', 'b'], cnt_total: 12, page_cnt: 6 })
  })
})
