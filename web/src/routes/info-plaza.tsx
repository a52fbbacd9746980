import type { BoardKey } from '@contract/boards'
import { createRoute, notFound, useSearch } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { boardCategoriesQueryOptions } from '@/features/info-plaza/api/get-board-categories'
import { boardDetailQueryOptions } from '@/features/info-plaza/api/get-board-detail'
import { boardListQueryOptions } from '@/features/info-plaza/api/get-board-list'
import { type BoardListSearch, validateBoardDetailSearch, validateBoardListSearch } from '@/features/info-plaza/boards'
import { useDetailId } from '@/hooks/use-detail-id'
import { defaultLayoutRoute } from './layouts'
import { BoardDetailPage, BoardListPage, CardListPage, FaqListPage, type PageChunk, withPage } from './pages'

const noticeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/notice',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('notice', deps)),
  component: withPage(function NoticeRoute() {
    return <BoardListPage board="notice" search={noticeRoute.useSearch()} />
  }, BoardListPage),
})

const referenceRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/reference',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('reference', deps)),
  component: withPage(function ReferenceRoute() {
    return <BoardListPage board="reference" search={referenceRoute.useSearch()} />
  }, BoardListPage),
})

const newsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/news',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('news', deps)),
  component: withPage(function NewsRoute() {
    return <CardListPage board="news" search={newsRoute.useSearch()} />
  }, CardListPage),
})

const faqRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/faq',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(boardListQueryOptions('faq', deps)),
      context.queryClient.ensureQueryData(boardCategoriesQueryOptions('faq')),
    ]),
  component: withPage(function FaqRoute() {
    return <FaqListPage search={faqRoute.useSearch()} />
  }, FaqListPage),
})

/**
 * A board's list page, as a table or as cards, whose category chips are loaded with the list. The
 * component reads the search loosely, as the detail below does, and validates it again to have its type.
 */
export function boardListRoute<const TPath extends string, const TBoard extends BoardKey>(
  board: TBoard,
  path: TPath,
  Page: ComponentType<{ board: TBoard; search: BoardListSearch; withCategories?: boolean }> & PageChunk,
) {
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    validateSearch: validateBoardListSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(boardListQueryOptions(board, deps)),
        context.queryClient.ensureQueryData(boardCategoriesQueryOptions(board)),
      ]),
    component: withPage(function BoardListRoute() {
      return <Page board={board} search={validateBoardListSearch(useSearch({ strict: false }))} withCategories />
    }, Page),
  })
}

/**
 * A board's detail page under one of its two spellings (noticeDetail and notice_detail …). The
 * component reads the search loosely because the route's type is generic over its path here.
 */
export function boardDetailRoute<const TPath extends string>(board: BoardKey, path: TPath, title?: string) {
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    staticData: { title, countsViews: true },
    validateSearch: validateBoardDetailSearch,
    loaderDeps: ({ search }) => ({ id: search.id }),
    loader: ({ context, deps }) => {
      if (!deps.id) throw notFound()
      return context.queryClient.ensureQueryData(boardDetailQueryOptions(board, deps.id))
    },
    component: withPage(function BoardDetailRoute() {
      return <BoardDetailPage board={board} id={useDetailId()} />
    }, BoardDetailPage),
  })
}

const detailRoutes = [
  boardDetailRoute('notice', 'infoPlaza/noticeDetail'),
  boardDetailRoute('notice', 'infoPlaza/notice_detail'),
  boardDetailRoute('news', 'infoPlaza/newsDetail'),
  boardDetailRoute('news', 'infoPlaza/news_detail'),
  boardDetailRoute('faq', 'infoPlaza/faqDetail'),
  boardDetailRoute('faq', 'infoPlaza/faq_detail'),
  boardDetailRoute('reference', 'infoPlaza/referenceDetail'),
  boardDetailRoute('reference', 'infoPlaza/reference_detail'),
]

export const infoPlazaRoutes = [noticeRoute, newsRoute, faqRoute, referenceRoute, ...detailRoutes]
