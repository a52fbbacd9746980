import { createRoute, redirect } from '@tanstack/react-router'
import { CleanLayout } from '@/app/layouts/clean-layout'
import { DefaultLayout } from '@/app/layouts/default-layout'
import { HomeLayout } from '@/app/layouts/home-layout'
import { LoadLayout } from '@/app/layouts/load-layout'
import { rootRoute } from './root'

/** Pathless layout routes: which chrome a page gets is decided by the layout it hangs under. */
export const homeLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'home-layout', component: HomeLayout })

export const defaultLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'default-layout',
  component: DefaultLayout,
})

export const cleanLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'clean-layout', component: CleanLayout })

export const loadLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'load-layout', component: LoadLayout })

/**
 * The one members-only guard (spec §6): every my-page and Q&A route hangs under it, and a guest is
 * sent to /login with the address to come back to.
 */
export const memberGuardRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  id: 'members-only',
  beforeLoad: ({ context, location }) => {
    if (!context.auth.getState().isLogin) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
})
