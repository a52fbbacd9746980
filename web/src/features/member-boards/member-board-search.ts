import { answerStates, type AnswerState, memberSearchTypes, type MemberSearchType } from '@contract/member-boards'
import type { Period } from '@contract/period'
import { toOneOf, toPeriod, toPositiveInt, toText } from '@/lib/search-params'

/** The page sizes the list footer offers (spec §2: page-size select). */
export const memberPageSizes = [10, 20, 30] as const
export const DEFAULT_MEMBER_PAGE_SIZE = 10

export type MemberBoardSearch = Period & {
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
    ...toPeriod(search),
  }
}

/** `?id=` of a detail or edit page. */
export const validatePostIdSearch = (search: Record<string, unknown>): { id?: number } => ({ id: toPositiveInt(search.id) })

/**
 * The write page: `?id=` edits a post; `?programmeId=&programme=` name the 공유협업 programme a new
 * collaboration request is about (its detail's 협업 지원 요청하기). The server keeps no programme
 * reference, so the title travels with the id and goes into the request's title.
 */
export type MemberPostWriteSearch = { id?: number; programmeId?: number; programme?: string }

export const validateMemberPostWriteSearch = (search: Record<string, unknown>): MemberPostWriteSearch => ({
  id: toPositiveInt(search.id),
  programmeId: toPositiveInt(search.programmeId),
  programme: toText(search.programme),
})
