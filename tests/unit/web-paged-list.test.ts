import { describe, expect, it } from 'vitest'
import { flattenPages, mergePagedList, nextPageNum } from '@/lib/paged-list'

describe('paged lists', () => {
  it('replaces the list with page 1 and appends later pages', () => {
    expect(mergePagedList(['a', 'b'], ['c'], 1)).toEqual(['c'])
    expect(mergePagedList(['a', 'b'], ['c', 'd'], 2)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('flattens loaded pages in order', () => {
    const page = (list: number[]) => ({ list, cnt_total: 5, page_cnt: 3 })
    expect(flattenPages([page([1, 2]), page([3, 4]), page([5])])).toEqual([1, 2, 3, 4, 5])
    expect(flattenPages([])).toEqual([])
  })

  it('asks for the next page until page_cnt is reached', () => {
    expect(nextPageNum({ list: [1], cnt_total: 5, page_cnt: 3 }, 1)).toBe(2)
    expect(nextPageNum({ list: [1], cnt_total: 5, page_cnt: 3 }, 3)).toBeUndefined()
    expect(nextPageNum({ list: [], cnt_total: 0, page_cnt: 0 }, 1)).toBeUndefined()
  })
})
