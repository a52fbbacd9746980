import { describe, expect, it } from 'vitest'
import { validateMemberBoardSearch } from '@/features/member-boards/member-board-search'

describe('member board list search params', () => {
  it('keeps the filters a list link carries', () => {
    expect(validateMemberBoardSearch({ pageNum: 2, pageSize: 20, typeId: '3', answerState: 'answered', searchType: 'author', searchKeyword: ' 김 ' })).toEqual({
      pageNum: 2,
      pageSize: 20,
      typeId: 3,
      answerState: 'answered',
      searchType: 'author',
      searchKeyword: '김',
    })
  })

  it('drops values the list does not offer instead of failing the page', () => {
    expect(validateMemberBoardSearch({ pageNum: -1, pageSize: 500, typeId: 'x', answerState: 'closed', searchType: 'body', searchKeyword: '' })).toEqual({
      pageNum: undefined,
      pageSize: undefined,
      typeId: undefined,
      answerState: undefined,
      searchType: undefined,
      searchKeyword: undefined,
    })
  })
})
