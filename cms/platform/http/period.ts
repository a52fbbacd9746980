import type { Where } from 'payload'
import { z } from 'zod'
import { isPeriodInOrder, type Period, periodMessages } from '../../../contract/period'
import { addDays, isDay, kstInstant } from '../time/kst'

const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isDay(value), { error: message })

/** `startDate` and `endDate` of a list query; add `periodInOrder` after the last `extend`. */
export const periodShape = { startDate: optionalDay(periodMessages.badStartDate), endDate: optionalDay(periodMessages.badEndDate) }

/** The order check of a query holding `periodShape` (zod refuses `extend` after a refinement, so it comes last). */
export const periodInOrder = <S extends z.ZodType<Period>>(schema: S) => schema.refine(isPeriodInOrder, { error: periodMessages.order, path: ['endDate'] })

/**
 * The period as conditions on a timestamp: whole Seoul days, the end day included up to its last
 * instant (a post at 23:59 KST on the end day is in).
 */
export const periodWhere = (field: string, { startDate, endDate }: Period): Where[] => [
  ...(startDate ? [{ [field]: { greater_than_equal: kstInstant(startDate, '00:00').toISOString() } }] : []),
  ...(endDate ? [{ [field]: { less_than: kstInstant(addDays(endDate, 1), '00:00').toISOString() } }] : []),
]

/** The period on a stored calendar day (`YYYY-MM-DD` text, e.g. a booking's 이용일): compared as it is. */
export const periodDayWhere = (field: string, { startDate, endDate }: Period): Where[] => [
  ...(startDate ? [{ [field]: { greater_than_equal: startDate } }] : []),
  ...(endDate ? [{ [field]: { less_than_equal: endDate } }] : []),
]
