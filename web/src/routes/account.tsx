import { createRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/coming-soon'
import { accountComingSoon, accountTitles } from '@/features/account/messages'
import { toText } from '@/lib/search-params'
import { comingSoonRoutes } from './coming-soon-routes'
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

const t = accountTitles

const laterRoutes = comingSoonRoutes(
  cleanLayoutRoute,
  [
    { path: 'login/changePw', title: t.changePw },
    { path: 'login/changePwComplete', title: t.changePwComplete },
    { path: 'login/findId01', title: t.findId },
    { path: 'login/findId02-1', title: t.findId },
    { path: 'login/findId02-2', title: t.findId },
    { path: 'login/findPw01', title: t.findPw },
    { path: 'login/findPw02-1', title: t.findPw },
    { path: 'login/findPw02-2', title: t.findPw },
    { path: 'login/snsFail', title: t.snsFail },
    { path: 'login/snsKakao', title: t.snsKakao },
    { path: 'login/snsSuccess', title: t.snsSuccess },
    { path: 'join', title: t.join },
    { path: 'join/memberClass', title: t.memberClass },
    { path: 'join/emailAuth', title: t.emailAuth },
    { path: 'join/codeAuth', title: t.codeAuth },
    { path: 'join/userInfo', title: t.userInfo },
    { path: 'join/complete', title: t.joinComplete },
  ],
  accountComingSoon,
)

export const accountRoutes = [loginRoute, ...laterRoutes]
