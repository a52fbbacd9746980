import type { IntroPage, IntroPageKey } from '@contract/pages'
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { introPageQueryOptions, useIntroPage } from '@/lib/queries/intro-page'
import { IntroContent, type PageChunk, withPage } from './pages'

/**
 * A page that is an introduction staff write under 페이지 관리 (기술자문, ESG 소개, …); `Page` is what
 * shows it when the programme adds the way to its application under the text.
 */
export function introPageRoute<TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  path: TPath,
  key: IntroPageKey,
  Page: ComponentType<{ content: IntroPage | null }> & PageChunk = IntroContent,
) {
  return createRoute({
    getParentRoute: () => parent,
    path,
    loader: ({ context }) => context.queryClient.ensureQueryData(introPageQueryOptions(key)),
    component: withPage(function IntroPageRoute() {
      return <Page content={useIntroPage(key)} />
    }, Page),
  })
}
