import { cleanup, render, screen, within } from '@testing-library/react'
import React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApplicationFigures, StatisticsData } from '../../contract/statistics'
import { ApplicationsBlock, CoursesBlock } from '../../cms/domains/statistics/admin/statistics-blocks'

const states = { received: 0, review: 0, revision: 0, resubmitted: 0, approved: 0, rejected: 0, done: 0, withdrawn: 0 }
const edu: ApplicationFigures = {
  kind: 'edu',
  kindLabel: '산업교육',
  total: 3,
  states: { ...states, approved: 2, rejected: 1 },
  decided: 3,
  medianDaysToDecision: 2.5,
}
const tech: ApplicationFigures = { kind: 'tech', kindLabel: '기술자문', total: 0, states, decided: 0, medianDaysToDecision: null }

const data: StatisticsData = {
  from: '2026-03',
  to: '2026-04',
  months: ['2026-03', '2026-04'],
  applications: {
    byProgramme: [tech, edu],
    byMonth: [
      { ...tech, month: '2026-03' },
      { ...tech, month: '2026-04' },
      { ...edu, month: '2026-03' },
      { ...edu, total: 0, states, decided: 0, medianDaysToDecision: null, month: '2026-04' },
    ],
  },
  equipment: [],
  courses: [],
  events: [],
  boards: { byMonth: [], byBoard: [] },
  members: [],
}

afterEach(cleanup)

describe('the 운영 통계 blocks in the admin', () => {
  it('lists each programme’s whole period first, then only the months with applications', () => {
    render(<ApplicationsBlock data={data} />)
    const rows = within(screen.getByRole('table', { name: '프로그램별 신청' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['기간 전체', '기간 전체', '2026.03'])
    expect(rows[1]!.textContent).toContain('2.5일')
    expect(rows[0]!.textContent).toContain('-')
  })

  it('offers the block’s CSV behind the 다운로드 사유', () => {
    render(<ApplicationsBlock data={data} />)
    expect(screen.getByRole('button', { name: '프로그램별 신청 CSV 내려받기' })).toBeTruthy()
  })

  it('says so when no course starts in the period instead of an empty chart', () => {
    render(<CoursesBlock data={data} />)
    expect(screen.getByText('기간 안에 집계할 자료가 없습니다.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
