import { createRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/coming-soon'
import { accountComingSoon, accountTitles } from '@/features/account/messages'
import { toText } from '@/lib/search-params'
import { cleanLayoutRoute } from './layouts'

/** Only same-site paths may be a redirect target, so /login cannot bounce visitors elsewhere. */
const toRedirectPath = (value: unknown) => {
  const path = toText(value, 500)
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined
}

export const loginRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: toRedirectPath(search.redirect),
  }),
  staticData: { title: accountTitles.login },
  component: () => <ComingSoon description={accountComingSoon} />,
})
