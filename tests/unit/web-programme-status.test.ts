import { describe, expect, it } from 'vitest'
import { programmeStatus } from '@/features/info-plaza/lib/programme-status'

const today = '2026-11-24'
// Day-only dates are stored at 12:00 KST (03:00 UTC), as the admin's day picker saves them.
const day = (date: string) => `${date}T03:00:00.000Z`

describe('공유협업 프로그램 state', () => {
  it('is 모집예정 before the first day and 모집중 from it to the last day, both included', () => {
    const programme = { host: null, recruitStart: day('2026-11-25'), recruitEnd: day('2026-11-30') }
    expect(programmeStatus(programme, today)).toBe('upcoming')
    expect(programmeStatus(programme, '2026-11-25')).toBe('open')
    expect(programmeStatus(programme, '2026-11-30')).toBe('open')
    expect(programmeStatus(programme, '2026-12-01')).toBe('closed')
  })

  it('reads an open end as 상시모집 and a past end as 마감', () => {
    expect(programmeStatus({ host: null, recruitStart: null, recruitEnd: null }, today)).toBe('always')
    expect(programmeStatus({ host: null, recruitStart: day('2026-11-01'), recruitEnd: null }, today)).toBe('always')
    expect(programmeStatus({ host: null, recruitStart: null, recruitEnd: day('2026-11-23') }, today)).toBe('closed')
  })
})
