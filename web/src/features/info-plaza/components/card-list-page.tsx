import { Button, Loader } from '@mantine/core'
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { BoardEmpty } from '@/components/board/board-empty'
import { BoardPaging } from '@/components/board/board-paging'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { flattenPages } from '@/lib/paged-list'
import { boardFeedQueryOptions, boardListQueryOptions } from '../api/get-board-list'
import type { BoardListSearch } from '../boards'
import { useBoardListNavigate } from '../hooks/use-board-list-navigate'
import { infoPlazaMessages } from '../messages'
import { BoardListToolbar } from './board-list-toolbar'
import { PostCard } from './post-card'
import classes from './card-list-page.module.css'

type CardBoard = 'news' | 'sharing' | 'activity'

type CardListPageProps = { board: CardBoard; intro?: string; search: BoardListSearch; withCategories?: boolean }

/** Mobile: one growing list with "더보기" instead of page numbers. */
function CardFeed({ board, search }: { board: CardBoard; search: Omit<BoardListSearch, 'pageNum'> }) {
  const feed = useInfiniteQuery({ ...boardFeedQueryOptions(board, search), select: (data) => flattenPages(data.pages) })
  if (feed.isPending) return <Loader className={classes.loader} aria-label={infoPlazaMessages.loadingMore} />
  if (feed.isError) throw feed.error
  if (feed.data.length === 0) return <BoardEmpty searched={Boolean(search.searchKeyword || search.category)} />
  return (
    <>
      <ul className={classes.grid}>
        {feed.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage ? (
        <Button variant="default" fullWidth className={classes.more} loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          {infoPlazaMessages.loadMore}
        </Button>
      ) : (
        <p className={classes.feedEnd}>{infoPlazaMessages.feedEnd}</p>
      )}
    </>
  )
}

/** 뉴스, 공유협업 프로그램 and 지역협력 활동: a grid of cards with paging; on a phone one growing list. */
export function CardListPage({ board, intro, search, withCategories }: CardListPageProps) {
  const { data } = useSuspenseQuery(boardListQueryOptions(board, search))
  const navigate = useBoardListNavigate(board)
  const isDesktop = useIsDesktop()
  const page = search.pageNum ?? 1
  const feedSearch = { searchType: search.searchType, searchKeyword: search.searchKeyword, category: search.category }

  return (
    <>
      {intro && <p className={classes.intro}>{intro}</p>}
      <BoardListToolbar board={board} search={search} total={data.cnt_total} pageCount={data.page_cnt} withCategories={withCategories} />
      {!isDesktop ? (
        <CardFeed board={board} search={feedSearch} />
      ) : data.list.length === 0 ? (
        <BoardEmpty searched={Boolean(search.searchKeyword || search.category)} />
      ) : (
        <>
          <ul className={classes.grid}>
            {data.list.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => navigate({ ...search, pageNum })} />
        </>
      )}
    </>
  )
}
