import type { SeriesRule } from '@contract/equipment'
import { labelOf, MAX_SERIES_WEEKS, seriesRepeats, type SeriesRepeat, weekdays } from '@contract/equipment-options'
import dayjs from 'dayjs'
import { equipmentMessages } from '../messages'

/** The recurrence the member is setting up in the booking dialog; off means a single booking. */
export type Recurrence = { enabled: boolean; repeat: SeriesRepeat; weekdays: number[]; weeks: number; partial: boolean }

/** Weekly on the chosen day's weekday, for four weeks: the most common request, changed from there. */
export const defaultRecurrence = (date: string): Recurrence => ({
  enabled: false,
  repeat: 'weekly',
  weekdays: [dayjs(date).day()],
  weeks: 4,
  partial: false,
})

export const clampWeeks = (weeks: number) => Math.min(MAX_SERIES_WEEKS, Math.max(1, Math.round(weeks) || 1))

/** The rule as the server takes it, or null while it cannot be asked about (no weekday chosen). */
export const seriesRuleOf = (recurrence: Recurrence): SeriesRule | null => {
  if (!recurrence.enabled) return null
  if (recurrence.repeat === 'weekly' && recurrence.weekdays.length === 0) return null
  return {
    repeat: recurrence.repeat,
    weekdays: recurrence.repeat === 'weekly' ? [...recurrence.weekdays].sort() : [],
    weeks: clampWeeks(recurrence.weeks),
  }
}

/** `매주 선택한 요일 (월·수), 4주` for the dialog's last step. */
export const describeRecurrence = (recurrence: Recurrence) =>
  equipmentMessages.recurrence.describe(
    labelOf(seriesRepeats, recurrence.repeat),
    recurrence.repeat === 'weekly' ? recurrence.weekdays.map((day) => weekdays[day]?.label ?? '').join('·') : '',
    recurrence.weeks,
  )
