import type { MemberBoardKey, MemberPostDetail } from '@contract/member-boards'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/** Each read adds a view on the server, so a post stays fresh for the visit instead of refetching. */
export const memberPostQueryOptions = (board: MemberBoardKey, id: number) =>
  queryOptions({
    queryKey: queryKeys.memberBoards.detail(board, id),
    queryFn: ({ signal }) => api.get<MemberPostDetail>(`/member-boards/${board}/${id}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  })
