import { createRoute, notFound, type AnyRoute } from '@tanstack/react-router'
import { memberPostQueryOptions } from '@/features/member-boards/api/get-member-post'
import { memberPostsQueryOptions, postTypesQueryOptions } from '@/features/member-boards/api/get-member-posts'
import { validateMemberBoardSearch, validateMemberPostWriteSearch, validatePostIdSearch } from '@/features/member-boards/member-board-search'
import { memberBoardViews, type MemberBoardViewKey } from '@/features/member-boards/member-board-views'
import { memberBoardTitles as titles } from '@/features/member-boards/titles'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { useDetailId } from '@/hooks/use-detail-id'
import { defaultLayoutRoute, memberGuardRoute } from './layouts'
import { MemberBoardListPage, MemberPostDetailPage, MemberPostWritePage, withPage } from './pages'

function listRoute<const TPath extends string>(parent: AnyRoute, path: TPath, viewKey: MemberBoardViewKey, title?: string) {
  const view = memberBoardViews[viewKey]
  const route = createRoute({
    getParentRoute: () => parent,
    path,
    staticData: { title },
    validateSearch: validateMemberBoardSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(memberPostsQueryOptions(view.board, view.scope, deps)),
        context.queryClient.ensureQueryData(postTypesQueryOptions(view.board)),
      ]),
    component: withPage(function MemberBoardListRoute() {
      return <MemberBoardListPage viewKey={viewKey} search={route.useSearch()} />
    }, MemberBoardListPage),
  })
  return route
}

function detailRoute<const TPath extends string>(parent: AnyRoute, path: TPath, viewKey: MemberBoardViewKey, title: string) {
  const view = memberBoardViews[viewKey]
  const route = createRoute({
    getParentRoute: () => parent,
    path,
    staticData: { title, countsViews: true },
    validateSearch: validatePostIdSearch,
    loaderDeps: ({ search }) => ({ id: search.id }),
    loader: ({ context, deps }) => {
      if (!deps.id) throw notFound()
      return context.queryClient.ensureQueryData(memberPostQueryOptions(view.board, deps.id))
    },
    component: withPage(function MemberPostDetailRoute() {
      return <MemberPostDetailPage view={view} id={useDetailId()} />
    }, MemberPostDetailPage),
  })
  return route
}

function writeRoute<const TPath extends string>(path: TPath, viewKey: MemberBoardViewKey, title: string) {
  const view = memberBoardViews[viewKey]
  const route = createRoute({
    getParentRoute: () => memberGuardRoute,
    path,
    validateSearch: validateMemberPostWriteSearch,
    staticData: { title },
    loaderDeps: ({ search }) => ({ id: search.id }),
    loader: ({ context, deps }) =>
      Promise.all([
        context.queryClient.ensureQueryData(postTypesQueryOptions(view.board)),
        deps.id ? context.queryClient.ensureQueryData(memberPostQueryOptions(view.board, deps.id)) : null,
        // A new collaboration request starts from the member's profile, as the application forms do.
        !deps.id && view.board === 'collabo' ? context.queryClient.ensureQueryData(myPageSummaryQueryOptions()) : null,
      ]),
    component: withPage(function MemberPostWriteRoute() {
      return <MemberPostWritePage view={view} search={route.useSearch()} />
    }, MemberPostWritePage),
  })
  return route
}

/** The collaboration support board's list and open posts, for everyone. */
export const memberBoardPublicRoutes = [
  listRoute(defaultLayoutRoute, 'cooperation/collabo', 'collabo'),
  detailRoute(defaultLayoutRoute, 'cooperation/collaboDetail', 'collabo', titles.collaboDetail),
]

/** Q&A (members only, spec §6), writing on either board, and the member's own posts in my-page. */
export const memberBoardMemberRoutes = [
  listRoute(memberGuardRoute, 'infoPlaza/qna', 'qna'),
  detailRoute(memberGuardRoute, 'infoPlaza/qnaDetail', 'qna', titles.qnaDetail),
  detailRoute(memberGuardRoute, 'infoPlaza/qna_detail', 'qna', titles.qnaDetail),
  listRoute(memberGuardRoute, 'myPage/myQna', 'myQna'),
  listRoute(memberGuardRoute, 'myPage/qna', 'myQna'),
  detailRoute(memberGuardRoute, 'myPage/myQnaDetail', 'myQna', titles.myQnaDetail),
  detailRoute(memberGuardRoute, 'myPage/qnaDetail', 'myQna', titles.myQnaDetail),
  writeRoute('myPage/qnaWrite', 'myQna', titles.qnaWrite),
  writeRoute('cooperation/collaboWrite', 'collabo', titles.collaboWrite),
  listRoute(memberGuardRoute, 'myPage/collabo', 'myCollabo'),
  detailRoute(memberGuardRoute, 'myPage/collaboDetail', 'myCollabo', titles.collaboDetail),
]
