import type { SeriesCheckData } from '@contract/equipment'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RecurrencePicker } from '@/features/equipment/components/recurrence-picker'
import { defaultRecurrence, describeRecurrence, type Recurrence, seriesRuleOf } from '@/features/equipment/lib/recurrence'
import { fakeApi } from '../helpers/fake-api'
import { renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
})

afterEach(() => {
  cleanup()
  restoreBrowser()
})

/** The picker as the booking dialog holds it: its value in state, the check request built from it. */
function Harness() {
  const [value, setValue] = useState<Recurrence>(defaultRecurrence('2026-12-09'))
  const rule = seriesRuleOf(value)
  return (
    <RecurrencePicker
      equipmentId={7}
      value={value}
      onChange={setValue}
      request={rule ? { date: '2026-12-09', slots: ['10:00'], usageMode: 'self', rule } : null}
    />
  )
}

describe('the recurrence picker of the booking dialog (issue 31)', { timeout: 30_000 }, () => {
  it('asks nothing while off, then previews each date as the server checked it, clashes with why', async () => {
    const check: SeriesCheckData = {
      occurrences: [
        { date: '2026-12-09', ok: true, reason: null },
        { date: '2026-12-16', ok: false, reason: '이미 예약된 시간입니다.' },
        { date: '2026-12-23', ok: true, reason: null },
      ],
    }
    api.answers['POST /equipment/7/series/check'] = { data: check }
    renderWithProviders(<Harness />)
    expect(screen.queryByText('신청할 날짜')).toBeNull()
    expect(api.sentTo('POST', '/equipment/7/series/check')).toHaveLength(0)

    fireEvent.click(screen.getByRole('checkbox', { name: /반복 예약/ }))
    const rows = await screen.findAllByRole('row')
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026.12.09', '예약 가능', ''],
      ['2026.12.16', '예약 불가', '이미 예약된 시간입니다.'],
      ['2026.12.23', '예약 가능', ''],
    ])
    expect(screen.getByText('3개 날짜 중 2개 예약 가능')).toBeTruthy()
    // All or nothing by default: the member is told before sending.
    expect(screen.getByText(/예약할 수 없는 날짜가 있습니다/)).toBeTruthy()
    expect(api.sentTo('POST', '/equipment/7/series/check')[0]!.body).toEqual({
      date: '2026-12-09',
      slots: ['10:00'],
      usageMode: 'self',
      rule: { repeat: 'weekly', weekdays: [3], weeks: 4 },
    })

    fireEvent.click(screen.getByRole('checkbox', { name: /가능한 날짜만 신청/ }))
    await waitFor(() => expect(screen.queryByText(/예약할 수 없는 날짜가 있습니다/)).toBeNull())
  })

  it('sends the weekdays chosen and the weeks (never more than 12), and nothing without a weekday', async () => {
    api.answers['POST /equipment/7/series/check'] = { data: { occurrences: [] } }
    renderWithProviders(<Harness />)
    fireEvent.click(screen.getByRole('checkbox', { name: /반복 예약/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: '금' }))
    const weeks = screen.getByRole('textbox', { name: /기간\(주\)/ })
    fireEvent.change(weeks, { target: { value: '8' } })
    await waitFor(() =>
      expect(api.sentTo('POST', '/equipment/7/series/check').at(-1)!.body).toMatchObject({ rule: { repeat: 'weekly', weekdays: [3, 5], weeks: 8 } }),
    )
    fireEvent.change(weeks, { target: { value: '20' } })
    expect(api.sentTo('POST', '/equipment/7/series/check').every((request) => (request.body as { rule: { weeks: number } }).rule.weeks <= 12)).toBe(true)

    const before = api.sentTo('POST', '/equipment/7/series/check').length
    fireEvent.click(screen.getByRole('checkbox', { name: '수' }))
    await waitFor(() => expect(api.sentTo('POST', '/equipment/7/series/check').at(-1)!.body).toMatchObject({ rule: { weekdays: [5] } }))
    fireEvent.click(screen.getByRole('checkbox', { name: '금' }))
    // No weekday left: the preview goes and nothing more is asked.
    await waitFor(() => expect(screen.queryByText(/개 날짜 중/)).toBeNull())
    expect(api.sentTo('POST', '/equipment/7/series/check')).toHaveLength(before + 1)
  })

  it('describes the rule for the last step, and a daily rule sends no weekdays', () => {
    const weekly: Recurrence = { enabled: true, repeat: 'weekly', weekdays: [1, 3], weeks: 3, partial: false }
    expect(describeRecurrence(weekly)).toBe('매주 선택한 요일 (월·수), 3주')
    expect(seriesRuleOf({ ...weekly, repeat: 'daily' })).toEqual({ repeat: 'daily', weekdays: [], weeks: 3 })
    expect(seriesRuleOf({ ...weekly, enabled: false })).toBeNull()
  })
})
