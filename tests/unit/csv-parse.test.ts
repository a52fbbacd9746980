import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../cms/platform/text/csv-parse'

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
})
