import type { ReactNode } from 'react'
import classes from './find-account-panel.module.css'

/** The narrow column every find and reset step sits in: a guide line, the content, the buttons. */
export function FindAccountPanel({ guide, children, actions }: { guide?: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={classes.panel}>
      {guide && <p className={classes.guide}>{guide}</p>}
      {children}
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  )
}
