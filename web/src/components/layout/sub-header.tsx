import type { MenuGroup } from '@/config/menus'
import classes from './sub-header.module.css'

/** The group's visual band above the page (spec §2 "sub header"). */
export function SubHeader({ group, hiddenOnMobile = false }: { group: MenuGroup; hiddenOnMobile?: boolean }) {
  return (
    <div className={classes.subHeader} data-print="hidden" data-group={group.menu} data-hidden-mobile={hiddenOnMobile || undefined}>
      <div className={classes.inner}>
        <p className={classes.title}>{group.title}</p>
        <p className={classes.description}>{group.description}</p>
      </div>
    </div>
  )
}
