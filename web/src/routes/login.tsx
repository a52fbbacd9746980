import { isSameSitePath } from '@contract/account-rules'
import { createRoute, redirect } from '@tanstack/react-router'
import { accountTitles } from '@/features/account/messages'
import { toText } from '@/lib/search-params'
import { cleanLayoutRoute } from './layouts'
import { LoginPage, withPage } from './pages'

/** Only same-site paths may be a redirect target, so /login cannot bounce visitors elsewhere. */
const toRedirectPath = (value: unknown) => {
  const path = toText(value, 500)
  return path && isSameSitePath(path) ? path : undefined
}

export const loginRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login',
  // `ref`: the id chosen on the find-ID result, which the member has only seen masked.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; ref?: string } => ({
    redirect: toRedirectPath(search.redirect),
    ref: toText(search.ref, 1000),
  }),
  // A member has nothing to do here: straight on to where the login would have led.
  beforeLoad: ({ context, search }) => {
    if (context.auth.getState().isLogin) throw redirect({ href: search.redirect ?? '/', replace: true })
  },
  staticData: { title: accountTitles.login },
  component: withPage(function LoginRoute() {
    const { redirect: target, ref } = loginRoute.useSearch()
    return <LoginPage redirect={target} foundRef={ref} />
  }, LoginPage),
})
