import type { BoardKey } from '@contract/boards'
import { BoardSearchForm } from '@/components/board/board-search-form'
import { BoardTotal } from '@/components/board/board-total'
import type { BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'

type BoardListToolbarProps = { board: BoardKey; search: BoardListSearch; total: number; pageCount: number }

/** Above every board list: the search form (a new search starts at page 1 of the same category) and the total. */
export function BoardListToolbar({ board, search, total, pageCount }: BoardListToolbarProps) {
  const navigate = useBoardListNavigate(board)
  return (
    <>
      <BoardSearchForm
        key={`${search.searchType}|${search.searchKeyword}`}
        searchType={search.searchType ?? 'all'}
        searchKeyword={search.searchKeyword ?? ''}
        onSearch={(values) => navigate({ ...values, category: search.category })}
      />
      <BoardTotal total={total} page={search.pageNum ?? 1} pageCount={pageCount} />
    </>
  )
}
