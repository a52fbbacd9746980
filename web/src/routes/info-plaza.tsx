import type { BoardKey } from '@contract/boards'
import { createRoute, notFound, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { boardCategoriesQueryOptions } from '@/features/info-plaza/api/get-board-categories'
import { boardDetailQueryOptions } from '@/features/info-plaza/api/get-board-detail'
import { boardListQueryOptions } from '@/features/info-plaza/api/get-board-list'
import { type BoardListSearch, validateBoardDetailSearch, validateBoardListSearch } from '@/features/info-plaza/boards'
import { BoardDetailPage } from '@/features/info-plaza/components/board-detail-page'
import { BoardListPage } from '@/features/info-plaza/components/board-list-page'
import { FaqListPage } from '@/features/info-plaza/components/faq-list-page'
import { CardListPage } from '@/features/info-plaza/components/card-list-page'
import { defaultLayoutRoute } from './layouts'

const noticeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/notice',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('notice', deps)),
  component: function NoticeRoute() {
    return <BoardListPage board="notice" search={noticeRoute.useSearch()} />
  },
})

const referenceRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/reference',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('reference', deps)),
  component: function ReferenceRoute() {
    return <BoardListPage board="reference" search={referenceRoute.useSearch()} />
  },
})

const newsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'infoPlaza/news',
  validateSearch: validateBoardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(boardListQueryOptions('news', deps)),
  component: function NewsRoute() {
    return <CardListPage board="news" search={newsRoute.useSearch()} />
  },
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
  component: function FaqRoute() {
    return <FaqListPage search={faqRoute.useSearch()} />
  },
})

/**
 * A board's list page whose category chips are loaded with the list. The component reads the search
 * loosely, as the detail below does, and validates it again to have its type.
 */
export function boardListRoute<const TPath extends string>(board: BoardKey, path: TPath, render: (search: BoardListSearch) => ReactNode) {
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
    component: function BoardListRoute() {
      return render(validateBoardListSearch(useSearch({ strict: false })))
    },
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
    staticData: { title },
    validateSearch: validateBoardDetailSearch,
    loaderDeps: ({ search }) => ({ id: search.id }),
    loader: ({ context, deps }) => {
      if (!deps.id) throw notFound()
      return context.queryClient.ensureQueryData(boardDetailQueryOptions(board, deps.id))
    },
    component: function BoardDetailRoute() {
      const { id } = useSearch({ strict: false })
      return <BoardDetailPage board={board} id={Number(id)} />
    },
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
