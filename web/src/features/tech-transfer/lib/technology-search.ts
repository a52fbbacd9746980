import { advisoryFields, type AdvisoryField } from '@contract/applications'
import {
  patentStatuses,
  type PatentStatus,
  type TechnologyAvailability,
  technologyAvailabilities,
  type TechnologyQuery,
  type TechnologySort,
  technologySorts,
  type TechSubField,
  techSubFields,
  TRL_MAX,
  TRL_MIN,
  transferTypes,
  type TransferType,
} from '@contract/tech-transfer'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** Cards per catalogue page: four rows of three. */
export const TECHNOLOGY_PAGE_SIZE = 12

export const technologyViews = ['cards', 'list'] as const
export type TechnologyView = (typeof technologyViews)[number]

/**
 * The catalogue's URL state, so a filtered view is a link to share and the back button steps through
 * the filters. Several 권리 상태 or 이전 형태 are one comma-separated value, as the API takes them, so
 * the address stays readable (`?patentStatus=registered,pct`).
 */
export type TechnologyListSearch = {
  searchKeyword?: string
  field?: AdvisoryField
  subField?: TechSubField
  patentStatus?: string
  transferType?: string
  availability?: TechnologyAvailability
  trlMin?: number
  trlMax?: number
  sort?: TechnologySort
  pageNum?: number
  view?: TechnologyView
}

const values = <V extends string>(options: readonly { value: V }[]) => options.map((option) => option.value)

/** The known values of a comma-separated filter, in the vocabulary's order; unknown ones are dropped. */
export const splitValues = <V extends string>(value: unknown, options: readonly { value: V }[]): V[] => {
  const given = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : Array.isArray(value) ? value : []
  return values(options).filter((known) => given.includes(known))
}

export const joinValues = (picked: readonly string[]): string | undefined => (picked.length > 0 ? picked.join(',') : undefined)

const toTrl = (value: unknown): number | undefined => {
  const trl = toPositiveInt(value)
  return trl !== undefined && trl >= TRL_MIN && trl <= TRL_MAX ? trl : undefined
}

export const validateTechnologyListSearch = (search: Record<string, unknown>): TechnologyListSearch => {
  const field = toOneOf(search.field, values(advisoryFields))
  // A sub-field belongs to one field: without it, or under another field, it means nothing.
  const subField = field ? toOneOf<TechSubField>(search.subField, values(techSubFields[field])) : undefined
  let trlMin = toTrl(search.trlMin)
  let trlMax = toTrl(search.trlMax)
  if (trlMin !== undefined && trlMax !== undefined && trlMin > trlMax) [trlMin, trlMax] = [trlMax, trlMin]
  return {
    searchKeyword: toText(search.searchKeyword),
    field,
    subField,
    patentStatus: joinValues(splitValues<PatentStatus>(search.patentStatus, patentStatuses)),
    transferType: joinValues(splitValues<TransferType>(search.transferType, transferTypes)),
    availability: toOneOf(search.availability, values(technologyAvailabilities)),
    // The whole range is no filter: it stays out of the address.
    trlMin: trlMin === TRL_MIN ? undefined : trlMin,
    trlMax: trlMax === TRL_MAX ? undefined : trlMax,
    sort: toOneOf(search.sort, values(technologySorts)),
    pageNum: toPositiveInt(search.pageNum),
    view: toOneOf(search.view, technologyViews),
  }
}

/** What the list asks the API: the URL's filters, without the page's own view choice. */
export const technologyQuery = ({ view: _view, pageNum, ...filters }: TechnologyListSearch): TechnologyQuery => ({
  ...filters,
  pageIndex: pageNum ?? 1,
  pageSize: TECHNOLOGY_PAGE_SIZE,
})

/** Whether any filter narrows the list (to tell "no results" from "nothing published"). */
export const isFiltered = ({ view: _view, pageNum: _pageNum, sort: _sort, ...filters }: TechnologyListSearch) =>
  Object.values(filters).some((value) => value !== undefined)
