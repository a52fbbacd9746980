import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundView } from '@/components/not-found-view'
import { RouteError } from '@/components/route-error'
import { authStore } from '@/lib/auth-store'
import { routeTree } from '@/routes/route-tree'
import { PendingView } from './pending-view'

/** `history` is only passed by tests (memory history); the app uses the browser's. */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    context: { queryClient, auth: authStore },
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundView />,
    defaultPendingComponent: PendingView,
    // Unknown paths render the root route's framed 404; a loader's notFound() renders in its layout.
    notFoundMode: 'root',
    // Loaders fetch through React Query, which caches; the router must not cache a second time.
    defaultPreloadStaleTime: 0,
    // A detail read counts a view on the server, so links are not preloaded on hover.
    defaultPreload: false,
    scrollRestoration: true,
  })

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page title (h1, breadcrumb, document title) when it is not the active menu item's label. */
    title?: string
    /** The page's read counts a view on the server, so the server draws it afresh for every visit. */
    countsViews?: true
  }
}
