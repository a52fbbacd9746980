import { type EventKind, eventKinds, type EventPeriod, eventPeriods, type EventQuery } from '@contract/events'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** Cards per page: four rows of three on a desktop. */
export const EVENT_PAGE_SIZE = 12

/**
 * The list's URL state, so a filtered view is a link to share and the back button steps through the
 * filters. Several kinds are one comma-separated value, as the API takes them (`?kind=seminar,forum`);
 * the default period (예정된 행사) stays out of the address.
 */
export type EventListSearch = { searchKeyword?: string; kind?: string; period?: EventPeriod; pageNum?: number }

const kindValues = eventKinds.map((option) => option.value)

/** The known kinds of a comma-separated value, in the vocabulary's order; unknown ones are dropped. */
export const splitKinds = (value: unknown): EventKind[] => {
  const given = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : []
  return kindValues.filter((kind) => given.includes(kind))
}

export const validateEventListSearch = (search: Record<string, unknown>): EventListSearch => {
  const kinds = splitKinds(search.kind)
  const period = toOneOf(
    search.period,
    eventPeriods.map((option) => option.value),
  )
  return {
    searchKeyword: toText(search.searchKeyword),
    kind: kinds.length > 0 ? kinds.join(',') : undefined,
    period: period === 'upcoming' ? undefined : period,
    pageNum: toPositiveInt(search.pageNum),
  }
}

/** What the list asks the API. */
export const eventQuery = ({ pageNum, period, ...filters }: EventListSearch): EventQuery => ({
  ...filters,
  period: period ?? 'upcoming',
  pageIndex: pageNum ?? 1,
  pageSize: EVENT_PAGE_SIZE,
})

export const validateIdSearch = (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) })

export const validateCheckInSearch = (search: Record<string, unknown>): { eventId?: number } => ({ eventId: toPositiveInt(search.eventId) })
