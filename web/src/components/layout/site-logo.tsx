import { Link } from '@tanstack/react-router'
import { emblem, site } from '@contract/site'
import classes from './site-logo.module.css'

export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={classes.logo} data-inverted={inverted || undefined} aria-label={`${site.organizationName} 홈`}>
      <svg className={classes.emblem} viewBox={emblem.viewBox} aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={classes.emblemBg} />
        <path d={emblem.leaf} className={classes.emblemLeaf} />
        <circle {...emblem.sun} className={classes.emblemSun} />
      </svg>
      <span className={classes.text}>
        <span className={classes.university}>{site.universityName}</span>
        <span className={classes.unit}>{site.unitName}</span>
      </span>
    </Link>
  )
}
