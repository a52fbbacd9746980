import { useSuspenseQuery } from '@tanstack/react-query'
import { BoardEmpty } from '@/components/board/board-empty'
import { BoardPaging } from '@/components/board/board-paging'
import { PeriodFilter } from '@/components/period-filter'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { boardListQueryOptions } from '../api/get-board-list'
import { boardLabel, boardPageSize, type BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'
import { infoPlazaMessages } from '../messages'
import { BoardListToolbar } from './board-list-toolbar'
import { BoardMobileList, BoardTable, type TableBoard } from './board-table'

type BoardListPageProps = { board: TableBoard; search: BoardListSearch; withCategories?: boolean }

/** 공지사항, 자료실, ESG and 평생교육 소식·자료: search, total, table (desktop) or list (mobile), paging. */
export function BoardListPage({ board, search, withCategories }: BoardListPageProps) {
  const { data } = useSuspenseQuery(boardListQueryOptions(board, search))
  const navigate = useBoardListNavigate(board)
  const isDesktop = useIsDesktop()
  const page = search.pageNum ?? 1
  const caption = infoPlazaMessages.listCaption(boardLabel(board))
  const firstNumber = data.cnt_total - (page - 1) * boardPageSize[board]

  return (
    <>
      <PeriodFilter
        key={`${search.startDate}|${search.endDate}`}
        period={search}
        dateLabel={infoPlazaMessages.columns.date}
        onChange={(period) => navigate({ ...search, ...period, pageNum: undefined })}
      />
      <BoardListToolbar board={board} search={search} total={data.cnt_total} pageCount={data.page_cnt} withCategories={withCategories} />
      {data.list.length === 0 ? (
        <BoardEmpty searched={Boolean(search.searchKeyword || search.category || search.startDate || search.endDate)} />
      ) : isDesktop ? (
        <BoardTable board={board} caption={caption} posts={data.list} firstNumber={firstNumber} />
      ) : (
        <BoardMobileList board={board} caption={caption} posts={data.list} />
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => navigate({ ...search, pageNum })} />
    </>
  )
}
