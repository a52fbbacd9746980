import { memo } from 'react'
import { commonMessages } from '@/config/messages'
import type { MenuGroup } from '@/config/menus'
import { MenuLink } from './menu-link'
import classes from './left-menu.module.css'

type LeftMenuProps = { group: MenuGroup; activeMenu?: string }

/** The current group's vertical menu; memoised so it re-renders only when the group or item changes. */
export const LeftMenu = memo(function LeftMenu({ group, activeMenu }: LeftMenuProps) {
  return (
    <nav className={classes.leftMenu} aria-label={commonMessages.subNavigation(group.title)}>
      <p className={classes.title}>{group.title}</p>
      <ul className={classes.items}>
        {group.items.map((item) => (
          <li key={item.menu}>
            <MenuLink group={group} item={item} active={item.menu === activeMenu} className={classes.link} />
          </li>
        ))}
      </ul>
    </nav>
  )
})
