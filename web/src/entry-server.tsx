import { dehydrate } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { getSsrStatus } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import { AppTree } from '@/app/app-tree'
import { createAppRouter } from '@/app/router'
import { ApiError, setApiOrigin } from '@/lib/api-client'
import { type PageHead, PageHeadProvider } from '@/lib/page-head'
import { createQueryClient } from '@/lib/query-client'
import { siteSettingsQueryOptions } from '@/lib/queries/site-settings'
import type { PageChunk } from '@/routes/pages'

/**
 * A page the server rendered: its status, markup for #root, head, the data it was drawn with, the
 * source files of its page chunks (keys of Vite's manifest), and whether its read counts a view (then
 * it is drawn for every visit); or where a route sent the visitor.
 */
export type RenderedPage = { status: number; html: string; head: PageHead; data: unknown; modules: string[]; countsViews: boolean }
export type RenderResult = RenderedPage | { redirect: string; status: number } | null

/**
 * Public pages (under the home and default layouts) are rendered for guests; the members-only
 * branch, the account forms, the loading page and a route marked `ssr: false` (staff's live
 * preview) stay drawn in the browser.
 */
const isPublicRoute = (routeId: string) => (routeId === '__root__' || /^\/(home|default)-layout(\/|$)/.test(routeId)) && !routeId.includes('/members-only')

/** A failed load keeps the status the API gave (an unknown post is 404, not 500). */
const statusOf = (error: unknown) => (error instanceof ApiError && error.httpStatus >= 400 ? error.httpStatus : 500)

/** Where the server's page loads went: TanStack Router's own record of a redirect thrown by a route. */
type ServerResult = { type: 'redirect'; redirect: Response } | { type: 'render' }

/** Where the page's loaders send their /api/v1 calls: the server's own address. */
export const sendApiCallsTo = (origin: string) => setApiOrigin(origin)

/**
 * Renders `url` (path and query) as a guest with the same route tree, loaders and React Query
 * options the browser uses, for a desktop or a phone screen as the caller guessed, or answers null
 * when the page is not a public one. The cache goes with
 * the page (main.tsx hydrates it), so the browser's first render needs no request of its own.
 */
export async function renderPage(url: string, { desktop }: { desktop: boolean }): Promise<RenderResult> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  // Scroll restoration would write an inline script the portal's CSP refuses; a first page has no scroll to restore.
  router.update({ ...router.options, scrollRestoration: false })
  const drawnHere = (match: { routeId: keyof typeof router.routesById }) =>
    isPublicRoute(match.routeId) && router.routesById[match.routeId]?.options.ssr !== false
  if (!router.matchRoutes(router.state.location).every(drawnHere)) return null
  // The footer and the document title read 사이트 설정; in the browser they fetch it after the first paint.
  await Promise.all([router.load(), queryClient.prefetchQuery(siteSettingsQueryOptions())])
  const result = (router as unknown as { _serverResult?: ServerResult })._serverResult
  if (result?.type === 'redirect') return { redirect: result.redirect.headers.get('Location') ?? '/', status: result.redirect.status }
  const failed = router.state.matches.find((match) => match.status === 'error')
  const status = failed ? statusOf(failed.error) : getSsrStatus(router)
  const modules = router.state.matches.flatMap((match) => (router.routesById[match.routeId]?.options.component as PageChunk | undefined)?.modules ?? [])
  const head: PageHead = {}
  const record = (next: PageHead) => Object.assign(head, Object.fromEntries(Object.entries(next).filter(([, value]) => value)))
  const html = renderToString(
    <PageHeadProvider record={record}>
      <AppTree router={router} queryClient={queryClient} desktopGuess={desktop} />
    </PageHeadProvider>,
  )
  const countsViews = router.state.matches.some((match) => match.staticData.countsViews)
  return { status, html, head, data: dehydrate(queryClient), modules, countsViews }
}
