import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { authStore } from '@/lib/auth-store'
import { createQueryClient } from '@/lib/query-client'
import { cssVariablesResolver } from '@/css-variables-resolver'
import { loadWebFontAfterFirstPage } from '@/lib/web-font'
import { theme } from '@/theme'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
loadWebFontAfterFirstPage(router)

/**
 * Starts the first page's loaders and its code chunk before React renders anything. Left to
 * RouterProvider, they start from its first commit, a long task later (≈ 120 ms at 4× CPU
 * throttle); once mounted, the router sees the load under way and does not start another.
 */
export const loadFirstPage = () => router.load()

export function AppProvider() {
  // Logging in or out re-runs the guards of the current page.
  useEffect(() => authStore.subscribe(() => void router.invalidate()), [])

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
