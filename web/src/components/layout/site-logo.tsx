import { VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { emblem, site } from '@contract/site'
import { commonMessages } from '@/config/messages'
import classes from './site-logo.module.css'

/** The link's name is its visible words plus a hidden 홈, so what a speech user reads out is its name. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={classes.logo} data-inverted={inverted || undefined}>
      <svg className={classes.emblem} viewBox={emblem.viewBox} aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={classes.emblemBg} />
        <path d={emblem.leaf} className={classes.emblemLeaf} />
        <circle {...emblem.sun} className={classes.emblemSun} />
      </svg>
      <span className={classes.text}>
        <span className={classes.university}>{site.universityName}</span>
        <span className={classes.unit}>{site.unitName}</span>
      </span>
      <VisuallyHidden>{commonMessages.home}</VisuallyHidden>
    </Link>
  )
}
