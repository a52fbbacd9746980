import { z } from 'zod'
import { pagingQuery } from '../../../platform/http/paging'
import { SEARCH_KEYWORD_MAX, searchKeywordTooLong } from '../../../../contract/search'

const keyword = z
  .string({ error: '검색어를 입력해 주세요.' })
  .trim()
  .min(1, { error: '검색어를 입력해 주세요.' })
  .max(SEARCH_KEYWORD_MAX, { error: searchKeywordTooLong })

export const siteSearchQuery = z.object({ searchKeyword: keyword })

export const siteSearchPageQuery = pagingQuery.extend({ searchKeyword: keyword })
