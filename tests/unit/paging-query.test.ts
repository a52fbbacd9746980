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

  it('takes only plain decimal integers as numbers (issue 29)', () => {
    expect(boardListQuery.parse({ pageNum: ' 2 ', pageSize: '+20' })).toMatchObject({ pageNum: 2, pageSize: 20 })
    for (const pageNum of ['0x2', '2e0', '2.0', '', ' ', '0b10', 'Infinity']) expect(boardListQuery.safeParse({ pageNum }).success, pageNum).toBe(false)
    expect(boardListQuery.safeParse({ pageNum: '0x2' }).error?.issues[0]?.message).toBe('페이지 번호는 숫자로 입력해 주세요.')
  })

  it.each([{ pageNum: '1.5' }, { pageNum: '-1' }, { pageSize: '0' }, { pageSize: '101' }, { searchType: 'author' }, { searchKeyword: '가'.repeat(101) }])(
    'refuses %o',
    (query) => {
      expect(boardListQuery.safeParse(query).success).toBe(false)
    },
  )
})
