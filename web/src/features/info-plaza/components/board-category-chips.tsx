import type { BoardKey } from '@contract/boards'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FilterChips } from '@/components/filter-chips'
import { boardCategoriesQueryOptions } from '../api/get-board-categories'
import type { BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'
import { infoPlazaMessages } from '../messages'

/** 전체 and the board's categories; picking one keeps the search and starts again at page 1. */
export function BoardCategoryChips({ board, search }: { board: BoardKey; search: BoardListSearch }) {
  const { data: categories } = useSuspenseQuery(boardCategoriesQueryOptions(board))
  const navigate = useBoardListNavigate(board)
  return (
    <FilterChips
      label={infoPlazaMessages.categoryFilter}
      allLabel={infoPlazaMessages.allCategories}
      options={categories}
      value={search.category}
      onChange={(category) => navigate({ ...search, pageNum: 1, category })}
    />
  )
}
