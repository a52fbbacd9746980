import type { AvailabilityDay } from '@contract/equipment'
import { ActionIcon, Group, Loader, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import dayjs from 'dayjs'
import 'dayjs/locale/ko'
import { buildCalendarGrid } from '../lib/calendar-grid'
import { addMonths } from '../lib/seoul-date'
import { equipmentMessages } from '../messages'
import classes from './reservation-page.module.css'
import { StateLegend } from './state-legend'

const messages = equipmentMessages.booking
const weekdayNames = Array.from({ length: 7 }, (_, weekday) => dayjs().locale('ko').day(weekday).format('dd'))

type Props = {
  month: string
  minMonth: string
  maxMonth: string
  days: readonly AvailabilityDay[] | undefined
  selectedDate: string | undefined
  onMonth: (month: string) => void
  onSelect: (date: string) => void
}

/** The centre column: a Sunday-first month; only `open` days can be chosen, the rest say why in a tooltip. */
export function MonthCalendar({ month, minMonth, maxMonth, days, selectedDate, onMonth, onSelect }: Props) {
  const title = dayjs(`${month}-01`).locale('ko').format('YYYY년 M월')
  const weeks = buildCalendarGrid(month, days ?? [])
  const shift = (delta: number) => onMonth(addMonths(month, delta))

  return (
    <div className={classes.calendar}>
      <Group justify="space-between" mb="sm">
        <ActionIcon variant="subtle" onClick={() => shift(-1)} disabled={month <= minMonth} aria-label={messages.previousMonth}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700} size="lg" aria-live="polite">
          {title}
        </Text>
        <ActionIcon variant="subtle" onClick={() => shift(1)} disabled={month >= maxMonth} aria-label={messages.nextMonth}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <table className={classes.calendarTable} aria-label={messages.calendarLabel(title)}>
        <thead>
          <tr>
            {weekdayNames.map((name, weekday) => (
              <th key={name} scope="col" data-weekday={weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((cell, weekday) => {
                if (!cell) return <td key={weekday} />
                const state = cell.availability?.state ?? 'closed'
                const reason = cell.availability?.reason ?? undefined
                return (
                  <td key={cell.date}>
                    <UnstyledButton
                      className={classes.day}
                      data-state={state}
                      data-weekday={cell.weekday}
                      data-selected={cell.date === selectedDate || undefined}
                      disabled={state !== 'open'}
                      title={reason}
                      aria-pressed={cell.date === selectedDate}
                      onClick={() => onSelect(cell.date)}
                    >
                      {cell.day}
                      {/* The visible number starts the name, as speech input expects: "1 일 (휴무일)". */}
                      <VisuallyHidden>{messages.dayName(reason)}</VisuallyHidden>
                    </UnstyledButton>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!days && <Loader size="sm" className={classes.calendarLoader} />}
      <StateLegend labels={messages.legend} />
    </div>
  )
}
