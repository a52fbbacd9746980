import type { BoardCategory, BoardKey } from '@contract/boards'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const getBoardCategories = (board: BoardKey, signal?: AbortSignal) => api.get<BoardCategory[]>(`/boards/${board}/categories`, undefined, { signal })

export const boardCategoriesQueryOptions = (board: BoardKey) =>
  queryOptions({
    queryKey: queryKeys.boards.categories(board),
    queryFn: ({ signal }) => getBoardCategories(board, signal),
    staleTime: 30 * 60_000,
  })
