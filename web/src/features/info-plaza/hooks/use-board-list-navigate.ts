import type { BoardKey } from '@contract/boards'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { boardPaths, type BoardListSearch } from '../boards'

/** Moves a board list to other search params; the default values are left out of the URL. */
export const useBoardListNavigate = (board: BoardKey) => {
  const navigate = useNavigate()
  return useCallback(
    (search: BoardListSearch) =>
      navigate({
        to: boardPaths[board].list,
        search: {
          pageNum: search.pageNum && search.pageNum > 1 ? search.pageNum : undefined,
          searchType: search.searchType && search.searchType !== 'all' ? search.searchType : undefined,
          searchKeyword: search.searchKeyword || undefined,
          category: search.category || undefined,
          startDate: search.startDate,
          endDate: search.endDate,
        },
      }),
    [board, navigate],
  )
}
