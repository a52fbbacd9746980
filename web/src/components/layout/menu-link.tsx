import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { MenuGroupShape, MenuItem } from '@/config/menus'
import { useAuth } from '@/hooks/use-auth'
import { isMembersOnly } from '@/lib/menu'

type MenuLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  group: MenuGroupShape
  item: MenuItem
  active?: boolean
}

/**
 * A menu item's link; a guest choosing a members-only item goes to the login page first. Pointing at
 * an item fetches its page's code and data (menu items are lists and introductions: no view counts).
 */
export function MenuLink({ group, item, active = false, children, ...anchorProps }: MenuLinkProps) {
  const { isLogin } = useAuth()
  const content = children ?? item.label
  const state = { 'data-active': active || undefined, 'aria-current': active ? ('page' as const) : undefined }
  if (isMembersOnly(group, item) && !isLogin) {
    return (
      <Link to="/login" search={{ redirect: item.link }} preload="intent" {...anchorProps} {...state}>
        {content}
      </Link>
    )
  }
  return (
    <Link to={item.link} preload="intent" {...anchorProps} {...state}>
      {content}
    </Link>
  )
}
