import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import classes from './find-account-tabs.module.css'

type FindAccountTab = 'id' | 'password'

/** Find ID and find password share one page (spec §2); each tab is a link to its first step. */
export function FindAccountTabs({ active }: { active: FindAccountTab }) {
  return (
    <nav aria-label={m.tabsLabel} className={classes.tabs}>
      <Link to="/login/findId01" className={classes.tab} aria-current={active === 'id' ? 'page' : undefined}>
        {m.findIdTab}
      </Link>
      <Link to="/login/findPw01" className={classes.tab} aria-current={active === 'password' ? 'page' : undefined}>
        {m.findPwTab}
      </Link>
    </nav>
  )
}
