import { describe, expect, it } from 'vitest'
import { boardListQuery } from '../../cms/domains/boards/schemas'

describe('board list query', () => {
  it('defaults to the first page of ten, searching everything', () => {
    expect(boardListQuery.parse({})).toEqual({ pageNum: 1, pageSize: 10, searchType: 'all', searchKeyword: undefined, category: undefined })
  })

  it('reads numbers from query strings and trims the keyword', () => {
    expect(boardListQuery.parse({ pageNum: '3', pageSize: '20', searchKeyword: '  장비 ' })).toMatchObject({ pageNum: 3, pageSize: 20, searchKeyword: '장비' })
  })

  it('treats a blank keyword as no keyword', () => {
    expect(boardListQuery.parse({ searchKeyword: '   ' }).searchKeyword).toBeUndefined()
  })

  it.each([{ pageNum: '1.5' }, { pageNum: '-1' }, { pageSize: '0' }, { pageSize: '101' }, { searchType: 'author' }, { searchKeyword: '가'.repeat(101) }])(
    'refuses %o',
    (query) => {
      expect(boardListQuery.safeParse(query).success).toBe(false)
    },
  )
})
