import { z } from 'zod'
import { pagingQuery } from '../../../platform/http/paging'

const keyword = z
  .string({ error: '검색어를 입력해 주세요.' })
  .trim()
  .min(1, { error: '검색어를 입력해 주세요.' })
  .max(100, { error: '검색어는 100자 이내로 입력해 주세요.' })

export const siteSearchQuery = z.object({ searchKeyword: keyword })

export const siteSearchPageQuery = pagingQuery.extend({ searchKeyword: keyword })
