import type { ListData } from '@contract/envelope'
import type { MemberBoardKey, MemberPostSummary, PostType } from '@contract/member-boards'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import { DEFAULT_MEMBER_PAGE_SIZE, type MemberBoardSearch } from '../member-board-search'

/** A page of the whole board (`all`) or of the caller's own posts (`mine`, my-page). */
export const memberPostsQueryOptions = (board: MemberBoardKey, scope: 'all' | 'mine', search: MemberBoardSearch) =>
  queryOptions({
    queryKey: queryKeys.memberBoards.list(board, scope, search),
    queryFn: ({ signal }) =>
      api.get<ListData<MemberPostSummary>>(
        `/member-boards/${board}/${scope === 'all' ? 'list' : 'mine'}`,
        {
          pageNum: search.pageNum ?? 1,
          pageSize: search.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE,
          typeId: search.typeId,
          answerState: search.answerState,
          searchType: search.searchKeyword ? search.searchType : undefined,
          searchKeyword: search.searchKeyword,
          startDate: search.startDate,
          endDate: search.endDate,
        },
        { signal },
      ),
  })

/** The 유형 staff keep for a board; they change rarely. */
export const postTypesQueryOptions = (board: MemberBoardKey) =>
  queryOptions({
    queryKey: queryKeys.memberBoards.types(board),
    queryFn: ({ signal }) => api.get<PostType[]>(`/member-boards/${board}/types`, undefined, { signal }),
    staleTime: 10 * 60_000,
  })
