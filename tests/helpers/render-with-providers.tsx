import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, configure, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { createAppRouter } from '@/app/router'
import { authStore } from '@/lib/auth-store'
import { createQueryClient } from '@/lib/query-client'
import { theme } from '@/theme'

// findBy and waitFor give up after a second by default; a route that loads its data through the router
// and React Query can take longer than that on two busy cores (the web tests run beside the PostgreSQL
// half), so they wait up to five seconds for their condition instead.
configure({ asyncUtilTimeout: 5000 })

/** What jsdom lacks and Mantine reads: matchMedia (wide screen), ResizeObserver, scrollTo, document.fonts. */
export const stubBrowser = () => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  window.scrollTo = () => {}
  // Mantine's autosizing Textarea listens on document.fonts.
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } })
}

export const restoreBrowser = () => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document, 'fonts')
}

/** A component inside the providers the app gives it (Mantine with the portal's theme, react-query). */
export const renderWithProviders = (ui: ReactNode, queryClient: QueryClient = createQueryClient()) => {
  // The toaster is one store for the whole page: a test starts without the last test's toasts.
  notifications.clean()
  // As a wrapper, so rerender() keeps the providers around the new element.
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    ),
  })
}

/** What the top-right toaster shows now (the portal's short confirmations). */
export const toasterText = () => document.querySelector('[data-position="top-right"]')?.textContent ?? ''

/** The whole app at `path`, its loaders settled first; returns the router to inspect the location. */
export const renderRouteAt = async (path: string) => {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await act(() => router.load())
  renderWithProviders(<RouterProvider router={router} />, queryClient)
  return router
}

/** One component on a router of its own (for forms that navigate or block leaving), its loader settled first. */
export const renderInRouter = async (ui: ReactNode, queryClient: QueryClient = createQueryClient()) => {
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await act(() => router.load())
  renderWithProviders(<RouterProvider router={router} />, queryClient)
  return router
}

/**
 * An API with nothing published: every call answers 404 with a Korean message, as a fresh portal
 * would. Without it jsdom's fetch fails on the relative URL and the page logs a network error that
 * no test is about; `onRequest` sees each URL asked for.
 */
export const stubEmptyApi = (onRequest: (url: string) => void = () => {}) =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    onRequest(input instanceof Request ? input.url : String(input))
    return new Response(JSON.stringify({ status: { code: '404', message: '요청한 내용을 찾을 수 없습니다.' } }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    })
  })

/**
 * For a file whose pages read only what `answer` gives (by /api/v1 path, every call a 200): stubs the
 * browser and the API before each test, and signs out and restores them after.
 */
export const answerEveryCall = (answer: (path: string) => unknown) => {
  beforeEach(() => {
    stubBrowser()
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname.replace('/api/v1', '')
      return Response.json({ status: { code: '200', message: '성공' }, data: answer(path) })
    })
  })
  afterEach(() => {
    cleanup()
    authStore.logout()
    restoreBrowser()
  })
}
