import { hydrate } from '@tanstack/react-query'
import { useEffect } from 'react'
import { authStore } from '@/lib/auth-store'
import { createQueryClient } from '@/lib/query-client'
import { loadWebFontAfterFirstPage } from '@/lib/web-font'
import { AppTree } from './app-tree'
import { createAppRouter } from './router'
import { SERVER_DATA_ID } from '@contract/server-render'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
loadWebFontAfterFirstPage(router)

/**
 * A server-rendered page carries the data it was rendered with (entry-server.tsx). Put into the
 * cache before the first page loads, the page's loaders find it there and fetch nothing twice, and
 * the first render matches the server's markup. Returns whether the page was server-rendered.
 */
export const takeServerData = () => {
  const script = document.getElementById(SERVER_DATA_ID)
  if (!script?.textContent) return false
  hydrate(queryClient, JSON.parse(script.textContent))
  script.remove()
  // The router draws its matches as it did on the server (no root Suspense boundary) once it knows
  // the page came from there; TanStack's own hydration says so the same way.
  router.ssr = { manifest: undefined }
  return true
}

/**
 * Starts the first page's loaders and its code chunk before React renders anything. Left to
 * RouterProvider, they start from its first commit, a long task later (≈ 120 ms at 4× CPU
 * throttle); once mounted, the router sees the load under way and does not start another.
 */
export const loadFirstPage = () => router.load()

/** `desktopGuess`: the server's, on a page it rendered (use-is-desktop.ts). */
export function AppProvider({ desktopGuess = null }: { desktopGuess?: boolean | null }) {
  // Logging in or out re-runs the guards of the current page.
  useEffect(() => authStore.subscribe(() => void router.invalidate()), [])
  // Says the page answers now: a server-rendered page is visible before its script has taken over.
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
  }, [])
  return <AppTree router={router} queryClient={queryClient} desktopGuess={desktopGuess} />
}
