import type { PayloadRequest } from 'payload'
import { type SearchHit, siteSearchTypeList, siteSearchTypes, type SiteSearchResult, type SiteSearchType } from '../../../../contract/search'
import { keptForGuests } from '../../../platform/data/kept-for-guests'
import { notFound } from '../../../platform/http/errors'
import { searchMessages } from '../messages'
import { searchSources } from './search-sources'

/** How many hits of each type the 전체 tab shows before its own tab. */
const PREVIEW_SIZE = 3

const availableTo = (req: PayloadRequest, type: SiteSearchType) => searchSources[type].available?.(req) ?? true

// A guest's search is the same for every guest, and the dearest read of the site (a list per type).
const keptSearches = keptForGuests<SiteSearchResult>(1000)
const keptTypePages = keptForGuests<{ list: SearchHit[]; total: number }>(1000)

/** GET /api/v1/search: every type's count and first hits, for the header's dropdown and the 전체 tab. */
export const searchSite = (req: PayloadRequest, keyword: string): Promise<SiteSearchResult> => keptSearches(req, keyword, () => searchEveryType(req, keyword))

const searchEveryType = async (req: PayloadRequest, keyword: string): Promise<SiteSearchResult> => {
  const types = siteSearchTypeList.filter((type) => availableTo(req, type))
  const found = await Promise.all(types.map((type) => searchSources[type].find(req, keyword, 1, PREVIEW_SIZE)))
  const groups = types.map((type, index) => ({ type, label: siteSearchTypes[type], count: found[index]!.total, hits: found[index]!.hits }))
  return { searchKeyword: keyword, total: groups.reduce((sum, group) => sum + group.count, 0), groups }
}

/** GET /api/v1/search/{type}: one type's hits, page by page. */
export const searchOneType = async (
  req: PayloadRequest,
  type: string,
  keyword: string,
  pageNum: number,
  pageSize: number,
): Promise<{ list: SearchHit[]; total: number }> => {
  if (!(siteSearchTypeList as string[]).includes(type) || !availableTo(req, type as SiteSearchType)) throw notFound(searchMessages.unknownType)
  return keptTypePages(req, JSON.stringify([type, keyword, pageNum, pageSize]), async () => {
    const { hits, total } = await searchSources[type as SiteSearchType].find(req, keyword, pageNum, pageSize)
    return { list: hits, total }
  })
}
