import type { BoardKey, BoardPostDetail } from '@contract/boards'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const getBoardDetail = (board: BoardKey, id: number, signal?: AbortSignal) => api.get<BoardPostDetail>(`/boards/${board}/${id}`, undefined, { signal })

/** Each read adds a view on the server, so a detail stays fresh for the visit instead of refetching. */
export const boardDetailQueryOptions = (board: BoardKey, id: number) =>
  queryOptions({
    queryKey: queryKeys.boards.detail(board, id),
    queryFn: ({ signal }) => getBoardDetail(board, id, signal),
    staleTime: 5 * 60_000,
  })
