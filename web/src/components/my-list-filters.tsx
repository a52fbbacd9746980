import type { Period } from '@contract/period'
import { Stack } from '@mantine/core'
import { FilterChips } from './filter-chips'
import { PeriodFilter } from './period-filter'

export const myListFilterMessages = { state: '상태', all: '전체' } as const

type MyListFiltersProps<S extends string> = {
  states: readonly { value: S; label: string }[]
  state: S | undefined
  period: Period
  /** The date the 기간 asks about (신청일, 이용일, 등록일). */
  dateLabel: string
  /** A new filter starts again from the first page. */
  onChange: (filter: Period & { state?: S }) => void
}

/** Above a my-page table: the row's state as chips (전체 first) and the 기간, both kept in the URL. */
export function MyListFilters<S extends string>({ states, state, period, dateLabel, onChange }: MyListFiltersProps<S>) {
  const { startDate, endDate } = period
  return (
    <Stack gap="sm">
      <FilterChips
        label={myListFilterMessages.state}
        allLabel={myListFilterMessages.all}
        options={states}
        value={state}
        onChange={(next) => onChange({ startDate, endDate, state: next })}
      />
      <PeriodFilter key={`${startDate}|${endDate}`} period={period} dateLabel={dateLabel} onChange={(next) => onChange({ ...next, state })} />
    </Stack>
  )
}
