import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import { topSections, type MenuGroupKey } from '@/config/menus'
import { MenuLink } from './menu-link'
import classes from './desktop-nav.module.css'

/** The five top sections with their submenus, opened on hover or keyboard focus. */
export function DesktopNav({ activeGroup }: { activeGroup?: MenuGroupKey }) {
  return (
    <nav className={classes.nav} aria-label={commonMessages.mainNavigation}>
      <ul className={classes.sections}>
        {topSections.map((section) => (
          <li key={section.menu} className={classes.section}>
            <Link to={section.items[0].link} preload="intent" className={classes.sectionLink} data-active={section.menu === activeGroup || undefined}>
              {section.title}
            </Link>
            <ul className={classes.submenu}>
              {section.items.map((item) => (
                <li key={item.menu}>
                  <MenuLink group={section} item={item} className={classes.submenuLink} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
