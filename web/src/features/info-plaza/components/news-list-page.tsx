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
import { NewsCard } from './news-card'
import classes from './news-list-page.module.css'

/** Mobile: one growing list with "더보기" instead of page numbers. */
function NewsFeed({ search }: { search: Omit<BoardListSearch, 'pageNum'> }) {
  const feed = useInfiniteQuery({ ...boardFeedQueryOptions('news', search), select: (data) => flattenPages(data.pages) })
  if (feed.isPending) return <Loader className={classes.loader} aria-label={infoPlazaMessages.loadingMore} />
  if (feed.isError) throw feed.error
  if (feed.data.length === 0) return <BoardEmpty searched={Boolean(search.searchKeyword)} />
  return (
    <>
      <ul className={classes.grid}>
        {feed.data.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} />
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

export function NewsListPage({ search }: { search: BoardListSearch }) {
  const { data } = useSuspenseQuery(boardListQueryOptions('news', search))
  const navigate = useBoardListNavigate('news')
  const isDesktop = useIsDesktop()
  const page = search.pageNum ?? 1
  const feedSearch = { searchType: search.searchType, searchKeyword: search.searchKeyword }

  return (
    <>
      <BoardListToolbar board="news" search={search} total={data.cnt_total} pageCount={data.page_cnt} />
      {!isDesktop ? (
        <NewsFeed search={feedSearch} />
      ) : data.list.length === 0 ? (
        <BoardEmpty searched={Boolean(search.searchKeyword)} />
      ) : (
        <>
          <ul className={classes.grid}>
            {data.list.map((post) => (
              <li key={post.id}>
                <NewsCard post={post} />
              </li>
            ))}
          </ul>
          <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => navigate({ ...search, pageNum })} />
        </>
      )}
    </>
  )
}
