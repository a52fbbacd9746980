import type { BoardKey, SearchType } from '@contract/boards'
import type { Period } from '@contract/period'
import type { SearchSchemaInput } from '@tanstack/react-router'
import { searchTypeOptions } from '@/components/board/board-messages'
import { menuGroups, type MenuItemShape } from '@/config/menus'
import { toOneOf, toPeriod, toPositiveInt, toText } from '@/lib/search-params'

const searchTypes = searchTypeOptions.map((option) => option.value)

/** Rows per page of each board's list; card grids fill rows of three. */
export const boardPageSize: Record<BoardKey, number> = { notice: 10, news: 9, faq: 10, reference: 10, sharing: 9, training: 10, founded: 10, activity: 9 }

/** The list and detail paths of each board (an information-plaza detail also answers at `<board>_detail`). */
export const boardPaths = {
  notice: { list: '/infoPlaza/notice', detail: '/infoPlaza/noticeDetail' },
  news: { list: '/infoPlaza/news', detail: '/infoPlaza/newsDetail' },
  faq: { list: '/infoPlaza/faq', detail: '/infoPlaza/faqDetail' },
  reference: { list: '/infoPlaza/reference', detail: '/infoPlaza/referenceDetail' },
  sharing: { list: '/cooperation/sharing', detail: '/cooperation/sharingDetail' },
  training: { list: '/studentSupport/training', detail: '/studentSupport/trainingDetail' },
  founded: { list: '/studentSupport/founded', detail: '/studentSupport/foundedDetail' },
  activity: { list: '/corporateCenter/activity', detail: '/corporateCenter/activityDetail' },
} as const satisfies Record<BoardKey, { list: string; detail: string }>

/** A board's name is the label of its list in the menus (공지사항, ESG 소식·자료, 지역협력 활동 …). */
export const boardLabel = (board: BoardKey) =>
  Object.values(menuGroups)
    .flatMap((group): readonly MenuItemShape[] => group.items)
    .find((item) => item.link === boardPaths[board].list)?.label ?? board

export type BoardListSearch = Period & {
  pageNum?: number
  searchType?: SearchType
  searchKeyword?: string
  category?: string
}

/** Search params of a board list; unknown or broken values fall back to page 1 of everything. */
export const validateBoardListSearch = (search: Record<string, unknown>): BoardListSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  searchType: toOneOf(search.searchType, searchTypes),
  searchKeyword: toText(search.searchKeyword),
  category: toText(search.category, 30),
  ...toPeriod(search),
})

/**
 * Links must give a post id; the URL may still carry anything, and a missing or broken id is left
 * out so the detail loader answers it with the 404 page.
 */
export const validateBoardDetailSearch = (search: { id: number } & SearchSchemaInput): { id?: number } => ({ id: toPositiveInt(search.id) })
