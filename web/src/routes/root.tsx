import { createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '@/app/not-found-page'
import { RootLayout } from '@/app/root-layout'
import type { RouterContext } from '@/lib/router-context'

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
