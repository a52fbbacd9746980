import { Anchor, Breadcrumbs } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import type { MenuGroup } from '@/config/menus'
import classes from './page-heading.module.css'

type PageHeadingProps = { title?: string; group?: MenuGroup }

/** The page's one h1 with the breadcrumb 홈 › group › page. */
export function PageHeading({ title, group }: PageHeadingProps) {
  return (
    <div className={classes.heading}>
      <h1 className={classes.title}>{title}</h1>
      <nav aria-label={commonMessages.breadcrumb}>
        <Breadcrumbs separator="›" classNames={{ root: classes.breadcrumbs }}>
          <Anchor renderRoot={(props) => <Link to="/" {...props} />} className={classes.crumb}>
            <IconHome size={14} aria-hidden="true" />
            {commonMessages.home}
          </Anchor>
          {group && (
            <Anchor renderRoot={(props) => <Link to={group.items[0].link} {...props} />} className={classes.crumb}>
              {group.title}
            </Anchor>
          )}
          {title && (
            <span className={classes.current} aria-current="page">
              {title}
            </span>
          )}
        </Breadcrumbs>
      </nav>
    </div>
  )
}
