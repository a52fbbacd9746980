import type { BoardKey, BoardPostSummary } from '@contract/boards'
import type { ListData } from '@contract/envelope'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { nextPageNum } from '@/lib/paged-list'
import { boardPageSize, type BoardListSearch } from '../boards'
import { queryKeys } from '@/lib/queries/query-keys'

export const getBoardList = (board: BoardKey, search: BoardListSearch, signal?: AbortSignal) =>
  api.get<ListData<BoardPostSummary>>(
    `/boards/${board}/list`,
    {
      pageNum: search.pageNum ?? 1,
      pageSize: boardPageSize[board],
      searchType: search.searchType,
      searchKeyword: search.searchKeyword,
      category: search.category,
      startDate: search.startDate,
      endDate: search.endDate,
    },
    { signal },
  )

export const boardListQueryOptions = (board: BoardKey, search: BoardListSearch) =>
  queryOptions({
    queryKey: queryKeys.boards.list(board, search),
    queryFn: ({ signal }) => getBoardList(board, search, signal),
  })

/** The mobile news feed: "더보기" appends the next page (spec §4). */
export const boardFeedQueryOptions = (board: BoardKey, search: Omit<BoardListSearch, 'pageNum'>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.boards.feed(board, search),
    queryFn: ({ pageParam, signal }) => getBoardList(board, { ...search, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPageNum(lastPage, pages.length),
  })
