import { createRoute, redirect } from '@tanstack/react-router'
import { topSections } from '@/config/menus'
import { defaultLayoutRoute } from './layouts'

/** /intro, /cooperation, … open the first page of their group. */
export const groupIndexRoutes = topSections.map((section) =>
  createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path: section.menu,
    beforeLoad: () => {
      throw redirect({ to: section.items[0].link, replace: true })
    },
  }),
)
