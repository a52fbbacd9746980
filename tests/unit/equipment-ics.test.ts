import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, icsCalendar } from '../../cms/domains/equipment/ics'

describe('iCalendar writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })

  it('folds long lines at 75 octets without splitting a Korean character', () => {
    const line = `DESCRIPTION:${'가'.repeat(40)}`
    const parts = foldLine(line).split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
  })

  it('writes one event in UTC with CRLF line ends', () => {
    const text = icsCalendar(
      {
        uid: 'EQ-20261123-0007@portal.example',
        start: new Date('2026-11-27T01:00:00Z'),
        end: new Date('2026-11-27T03:00:00Z'),
        stamp: new Date('2026-11-23T05:06:07.890Z'),
        summary: '[장비예약] 만능재료시험기(UTM)',
        location: '공동실험실습관 B103호',
        description: '예약번호 EQ-20261123-0007',
      },
      '-//test//KO',
    )
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text).not.toMatch(/[^\r]\n/)
    expect(text).toContain('\r\nDTSTART:20261127T010000Z\r\n')
    expect(text).toContain('\r\nDTEND:20261127T030000Z\r\n')
    expect(text).toContain('\r\nDTSTAMP:20261123T050607Z\r\n')
    expect(text).toContain('\r\nUID:EQ-20261123-0007@portal.example\r\n')
  })
})
