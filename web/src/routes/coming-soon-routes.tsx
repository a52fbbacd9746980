import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/coming-soon'

type ComingSoonEntry<TPath extends string> = { path: TPath; title?: string }

/**
 * Routes whose feature arrives in a later release: the real frame (layout, menu, title) around an
 * honest "준비 중입니다".
 */
export function comingSoonRoutes<TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  entries: readonly ComingSoonEntry<TPath>[],
  description?: string,
) {
  const Page = () => <ComingSoon description={description} />
  return entries.map(({ path, title }) => createRoute({ getParentRoute: () => parent, path, staticData: { title }, component: Page }))
}
