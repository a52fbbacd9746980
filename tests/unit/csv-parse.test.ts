import { describe, expect, it } from 'vitest'
import { MalformedCsv, parseCsv } from '../../cms/platform/text/csv-parse'

describe('parseCsv', () => {
  it('splits rows and cells, CRLF or LF, and skips blank lines', () => {
    expect(parseCsv('a,b\r\nc,d\n\ne,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ])
  })

  it('drops the byte-order mark Excel writes', () => {
    expect(parseCsv('\uFEFF기술명,TRL\r\n')).toEqual([['기술명', 'TRL']])
  })

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    expect(parseCsv('"배터리, 전극","그는 ""좋다""고","첫 줄\r\n둘째 줄"\n')).toEqual([['배터리, 전극', '그는 "좋다"고', '첫 줄\r\n둘째 줄']])
  })

  it('keeps empty cells, at the end of a row too', () => {
    expect(parseCsv('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ])
  })

  it.each([
    ['a quoted cell never closed', '기술명,TRL\n좋은 기술,5\n"배터리,5\n'],
    ['a quote inside an unquoted cell', '기술명,TRL\n좋은 기술,5\n나쁜 "기술",5\n다음,6\n'],
  ])('refuses %s, naming the line it broke on', (_, text) => {
    const refusal = (() => {
      try {
        parseCsv(text)
        return null
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(MalformedCsv)
    expect((refusal as MalformedCsv).line).toBe(3)
  })
})
