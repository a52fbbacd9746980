import { answerStates, type AnswerState, memberSearchTypes, type MemberSearchType } from '@contract/member-boards'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** The page sizes the list footer offers (spec §2: page-size select). */
export const memberPageSizes = [10, 20, 30] as const
export const DEFAULT_MEMBER_PAGE_SIZE = 10

export type MemberBoardSearch = {
  pageNum?: number
  pageSize?: number
  typeId?: number
  answerState?: AnswerState
  searchType?: MemberSearchType
  searchKeyword?: string
}

/** Search params of a member board list; a mistyped value falls back to its default. */
export const validateMemberBoardSearch = (search: Record<string, unknown>): MemberBoardSearch => {
  const pageSize = toPositiveInt(search.pageSize)
  return {
    pageNum: toPositiveInt(search.pageNum),
    pageSize: (memberPageSizes as readonly number[]).includes(pageSize ?? 0) ? pageSize : undefined,
    typeId: toPositiveInt(search.typeId),
    answerState: toOneOf(search.answerState, answerStates),
    searchType: toOneOf(search.searchType, memberSearchTypes),
    searchKeyword: toText(search.searchKeyword),
  }
}

/** `?id=` of a detail or edit page. */
export const validatePostIdSearch = (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) })
