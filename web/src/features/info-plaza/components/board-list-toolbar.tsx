import type { BoardKey } from '@contract/boards'
import { BoardSearchForm } from '@/components/board/board-search-form'
import { BoardTotal } from '@/components/board/board-total'
import type { BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'
import { BoardCategoryChips } from './board-category-chips'

type BoardListToolbarProps = {
  board: BoardKey
  search: BoardListSearch
  total: number
  pageCount: number
  /** Show the board's categories as chips under the search form. */
  withCategories?: boolean
}

/** Above every board list: the search form (a new search starts at page 1 of the same category), the category chips and the total. */
export function BoardListToolbar({ board, search, total, pageCount, withCategories }: BoardListToolbarProps) {
  const navigate = useBoardListNavigate(board)
  return (
    <>
      <BoardSearchForm
        key={`${search.searchType}|${search.searchKeyword}`}
        searchType={search.searchType ?? 'all'}
        searchKeyword={search.searchKeyword ?? ''}
        onSearch={(values) => navigate({ ...values, category: search.category, startDate: search.startDate, endDate: search.endDate })}
      />
      {withCategories && <BoardCategoryChips board={board} search={search} />}
      <BoardTotal total={total} page={search.pageNum ?? 1} pageCount={pageCount} />
    </>
  )
}
