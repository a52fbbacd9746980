import type { MainSearchResult } from '@contract/main'
import { toOneOf, toText } from '@/lib/search-params'

/** The header search types of spec §2, with the count each reads from /main/main. */
export const searchTypes = ['all', 'attraction', 'pass', 'notice', 'course'] as const
export type MainSearchType = (typeof searchTypes)[number]

export const countOf = (result: MainSearchResult | undefined, type: MainSearchType) => {
  if (!result) return undefined
  const counts: Record<MainSearchType, number> = {
    all: result.totalCnt,
    attraction: result.mainAttractionCnt,
    pass: result.mainPassCnt,
    notice: result.mainPostCnt,
    course: result.mainTourCnt,
  }
  return counts[type]
}

export type SearchPageSearch = { search?: string; type?: MainSearchType }

export const validateSearchPageSearch = (search: Record<string, unknown>): SearchPageSearch => ({
  search: toText(search.search),
  type: toOneOf(search.type, searchTypes),
})
