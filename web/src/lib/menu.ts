import { menuGroups, type MenuGroup, type MenuGroupKey, type MenuGroupShape, type MenuItem, type MenuItemShape } from '@/config/menus'

const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'

const groupBySegment = new Map<string, MenuGroupKey>(
  (Object.keys(menuGroups) as MenuGroupKey[]).flatMap((key) => {
    const group: MenuGroupShape = menuGroups[key]
    return [key, ...(group.segments ?? [])].map((segment) => [segment.toLowerCase(), key] as const)
  }),
)

/** The menu group of a path, from its first segment (spec §2); undefined outside the six groups. */
export const findMenuGroup = (pathname: string): MenuGroup | undefined => {
  const segment = normalise(pathname).split('/')[1] ?? ''
  const key = groupBySegment.get(segment)
  return key ? menuGroups[key] : undefined
}

const itemPaths = (item: MenuItemShape) => [item.link, ...(item.aliases ?? []).filter((alias) => typeof alias === 'string')].map(normalise)

const namesItem = (item: MenuItemShape, path: string, search: Readonly<Record<string, unknown>>) =>
  (item.aliases ?? []).some(
    (alias) => typeof alias !== 'string' && normalise(alias.path) === path && Object.entries(alias.search).every(([key, value]) => search[key] === value),
  )

/**
 * The item a page lights up. A page several items share and whose search names one of them (the
 * completion screen's `?kind=`) lights that one, before any item that lists the page plainly.
 */
export const findActiveItem = (group: MenuGroup, pathname: string, search: Readonly<Record<string, unknown>> = {}): MenuItem | undefined => {
  const path = normalise(pathname)
  return group.items.find((item) => namesItem(item, path, search)) ?? group.items.find((item) => itemPaths(item).includes(path))
}

/** Members-only items need login: guests are sent to it first (spec §2, §6). */
export const isMembersOnly = (group: MenuGroupShape, item: MenuItemShape) => Boolean(group.membersOnly || item.membersOnly)
