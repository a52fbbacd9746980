import { Link } from '@tanstack/react-router'
import { site } from '@contract/site'
import classes from './site-logo.module.css'

const unitName = site.organizationName.replace(site.universityName, '').trim()

export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={classes.logo} data-inverted={inverted || undefined} aria-label={`${site.organizationName} 홈`}>
      <svg className={classes.emblem} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={classes.emblemBg} />
        <path d="M18 44c6-14 14-22 28-26-6 8-9 16-10 26z" className={classes.emblemLeaf} />
        <circle cx="22" cy="22" r="5" className={classes.emblemSun} />
      </svg>
      <span className={classes.text}>
        <span className={classes.university}>{site.universityName}</span>
        <span className={classes.unit}>{unitName}</span>
      </span>
    </Link>
  )
}
