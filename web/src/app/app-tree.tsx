import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cssVariablesResolver } from '@/css-variables-resolver'
import { DesktopGuessContext } from '@/hooks/use-is-desktop'
import { theme } from '@/theme'
import type { AppRouter } from './router'

type AppTreeProps = { router: AppRouter; queryClient: QueryClient; desktopGuess?: boolean | null }

/** The portal's providers around its router: the same tree in the browser and in a server render. */
export function AppTree({ router, queryClient, desktopGuess = null }: AppTreeProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <DesktopGuessContext.Provider value={desktopGuess}>
          <RouterProvider router={router} />
        </DesktopGuessContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
