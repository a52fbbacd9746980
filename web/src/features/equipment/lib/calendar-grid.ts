import type { AvailabilityDay } from '@contract/equipment'

export type CalendarCell = {
  date: string
  day: number
  weekday: number
  availability: AvailabilityDay | null
}

/**
 * The weeks of a month calendar (Sunday first, as Korean calendars are), each a row of seven cells;
 * days outside the month are null. Pure date arithmetic in UTC so the browser's zone never shifts a day.
 */
export function buildCalendarGrid(month: string, days: readonly AvailabilityDay[]): (CalendarCell | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number)
  const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay()
  const dayCount = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  const byDate = new Map(days.map((day) => [day.date, day]))

  const cells: (CalendarCell | null)[] = Array.from({ length: firstWeekday }, () => null)
  for (let day = 1; day <= dayCount; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`
    cells.push({
      date,
      day,
      weekday: (firstWeekday + day - 1) % 7,
      availability: byDate.get(date) ?? null,
    })
  }
  while (cells.length % 7 !== 0) cells.push(null)

  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
