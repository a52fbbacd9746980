import type { SocialProvider } from '@contract/auth'
import { isSameSitePath } from '@contract/account-rules'
import { createRoute } from '@tanstack/react-router'
import { accountTitles } from '@/features/account/messages'
import type { SnsCallbackParams } from '@/features/sns-login/api/post-sns-callback'
import { snsFailReasons } from '@/features/sns-login/messages'
import { toOneOf, toText } from '@/lib/search-params'
import { cleanLayoutRoute } from './layouts'
import { SnsCallbackPage, SnsFailPage, SnsSuccessPage, withPage } from './pages'

const t = accountTitles

/** The provider sends the visitor back here with ?code&state (or ?error&state). */
const callbackRoute = <const TPath extends string>(path: TPath, provider: SocialProvider, title: string) => {
  const route = createRoute({
    getParentRoute: () => cleanLayoutRoute,
    path,
    validateSearch: (search: Record<string, unknown>): SnsCallbackParams => ({
      code: toText(search.code, 2000),
      state: toText(search.state, 500),
      error: toText(search.error, 200),
    }),
    staticData: { title },
    component: withPage(function Callback() {
      return <SnsCallbackPage provider={provider} params={route.useSearch()} />
    }, SnsCallbackPage),
  })
  return route
}

const kakaoRoute = callbackRoute('login/snsKakao', 'kakao', t.snsKakao)
const naverRoute = callbackRoute('login/snsNaver', 'naver', t.snsNaver)
const googleRoute = callbackRoute('login/snsGoogle', 'google', t.snsGoogle)

/** Only a same-site path may follow a sign-in. */
const toSameSitePath = (value: unknown) => {
  const path = toText(value, 500)
  return path && isSameSitePath(path) ? path : '/'
}

const successRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/snsSuccess',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: toSameSitePath(search.redirect) }),
  staticData: { title: t.snsSuccess },
  component: withPage(function Success() {
    return <SnsSuccessPage redirect={successRoute.useSearch().redirect ?? '/'} />
  }, SnsSuccessPage),
})

const failRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/snsFail',
  validateSearch: (search: Record<string, unknown>) => ({ reason: toOneOf(search.reason, snsFailReasons) }),
  staticData: { title: t.snsFail },
  component: withPage(function Fail() {
    return <SnsFailPage reason={failRoute.useSearch().reason ?? 'unknown'} />
  }, SnsFailPage),
})

export const snsLoginRoutes = [kakaoRoute, naverRoute, googleRoute, successRoute, failRoute]
