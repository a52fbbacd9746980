import { memo } from 'react'
import { commonMessages } from '@/config/messages'
import type { MenuGroup } from '@/config/menus'
import { MenuLink } from './menu-link'
import classes from './tab-nav.module.css'

type TabNavProps = { group: MenuGroup; activeMenu?: string; hiddenOnMobile?: boolean }

/** The group's items as horizontal tabs; the mobile counterpart of the left menu. */
export const TabNav = memo(function TabNav({ group, activeMenu, hiddenOnMobile = false }: TabNavProps) {
  return (
    <nav className={classes.tabNav} aria-label={commonMessages.subNavigation(group.title)} data-hidden-mobile={hiddenOnMobile || undefined}>
      <ul className={classes.tabs}>
        {group.items.map((item) => (
          <li key={item.menu} className={classes.tab}>
            <MenuLink group={group} item={item} active={item.menu === activeMenu} className={classes.link} />
          </li>
        ))}
      </ul>
    </nav>
  )
})
