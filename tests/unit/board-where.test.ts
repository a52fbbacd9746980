import { describe, expect, it } from 'vitest'
import { buildBoardWhere } from '../../cms/domains/boards/services/list-board-posts'

const published = { _status: { equals: 'published' } }

describe('buildBoardWhere', () => {
  it('matches every published post without a keyword or category', () => {
    expect(buildBoardWhere({ searchType: 'all' })).toEqual({ and: [published] })
  })

  it('searches the title only for searchType title', () => {
    expect(buildBoardWhere({ searchType: 'title', searchKeyword: '장비' })).toEqual({ and: [published, { title: { like: '장비' } }] })
  })

  it('searches the plain-text body for searchType content', () => {
    expect(buildBoardWhere({ searchType: 'content', searchKeyword: '장비' })).toEqual({ and: [published, { plainText: { like: '장비' } }] })
  })

  it('searches title or body for searchType all, within the category', () => {
    expect(buildBoardWhere({ searchType: 'all', searchKeyword: '장비', category: 'recruit' })).toEqual({
      and: [published, { or: [{ title: { like: '장비' } }, { plainText: { like: '장비' } }] }, { category: { equals: 'recruit' } }],
    })
  })
})
