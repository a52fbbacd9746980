import type { IntroPageKey } from '@contract/pages'
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { introPageQueryOptions, useIntroPage } from '@/lib/queries/intro-page'
import { IntroContent, withPage } from './pages'

/** A page that is only an introduction staff write under 페이지 관리 (기술자문, ESG 소개, …). */
export function introPageRoute<TParent extends AnyRoute, const TPath extends string>(parent: TParent, path: TPath, key: IntroPageKey) {
  return createRoute({
    getParentRoute: () => parent,
    path,
    loader: ({ context }) => context.queryClient.ensureQueryData(introPageQueryOptions(key)),
    component: withPage(function IntroPageRoute() {
      return <IntroContent content={useIntroPage(key)} />
    }, IntroContent),
  })
}
