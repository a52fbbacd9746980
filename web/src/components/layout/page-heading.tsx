import { IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import type { MenuGroup } from '@/config/menus'
import classes from './page-heading.module.css'

type PageHeadingProps = { title?: string; group?: MenuGroup }

/** The page's one h1 with the breadcrumb 홈 › group › page: a plain list, drawn on every page. */
export function PageHeading({ title, group }: PageHeadingProps) {
  return (
    <div className={classes.heading}>
      <h1 className={classes.title}>{title}</h1>
      <nav aria-label={commonMessages.breadcrumb}>
        <ol className={classes.breadcrumbs}>
          <li>
            <Link to="/" className={classes.crumb}>
              <IconHome size={14} aria-hidden="true" />
              {commonMessages.home}
            </Link>
          </li>
          {group && (
            <li>
              <Link to={group.items[0].link} className={classes.crumb}>
                {group.title}
              </Link>
            </li>
          )}
          {title && (
            <li className={classes.current} aria-current="page">
              {title}
            </li>
          )}
        </ol>
      </nav>
    </div>
  )
}
