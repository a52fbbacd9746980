import { z } from 'zod'
import { searchTypes } from '../../../contract/boards'
import { pagingQuery, searchKeyword } from '../../platform/http/paging'
import { periodInOrder, periodShape } from '../../platform/http/period'

export const boardListQuery = periodInOrder(
  pagingQuery.extend({
    ...periodShape,
    searchType: z.enum(searchTypes, { error: '검색 구분은 전체, 제목, 내용 중 하나여야 합니다.' }).default('all'),
    searchKeyword,
    category: z
      .string()
      .trim()
      .max(30)
      .optional()
      .transform((value) => (value ? value : undefined)),
  }),
)
export type BoardListQuery = z.infer<typeof boardListQuery>
