import { useLocation, useMatches } from '@tanstack/react-router'
import { findActiveItem, findMenuGroup } from '@/lib/menu'

/**
 * Where the visitor is: the menu group, the active menu item and the page title. A route's
 * `staticData.title` wins; otherwise the title is the active menu item's label.
 */
export const usePageMeta = () => {
  const pathname = useLocation({ select: (location) => location.pathname })
  const search = useLocation({ select: (location): Readonly<Record<string, unknown>> => location.search })
  const routeTitle = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  const group = findMenuGroup(pathname)
  const item = group ? findActiveItem(group, pathname, search) : undefined
  return { pathname, group, item, title: routeTitle ?? item?.label }
}
