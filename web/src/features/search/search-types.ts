import { siteSearchTypeList, type SiteSearchResult, type SiteSearchType } from '@contract/search'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** 전체 and every type of the site search. */
export type SearchTab = 'all' | SiteSearchType
export const searchTabs: readonly SearchTab[] = ['all', ...siteSearchTypeList]

export const countOf = (result: SiteSearchResult | undefined, tab: SearchTab) => {
  if (!result) return undefined
  return tab === 'all' ? result.total : result.groups.find((group) => group.type === tab)?.count
}

/** The tabs the caller may search: the server's groups once known, otherwise every type but members-only Q&A for a guest. */
export const tabsFor = (result: SiteSearchResult | undefined, isLogin: boolean): SearchTab[] =>
  result ? ['all', ...result.groups.map((group) => group.type)] : searchTabs.filter((tab) => tab !== 'qna' || isLogin)

export type SearchPageSearch = { search?: string; type?: SearchTab; pageNum?: number }

export const validateSearchPageSearch = (search: Record<string, unknown>): SearchPageSearch => ({
  search: toText(search.search),
  type: toOneOf(search.type, searchTabs),
  pageNum: toPositiveInt(search.pageNum),
})
