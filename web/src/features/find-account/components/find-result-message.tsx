import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import classes from './find-result-message.module.css'

/** The outcome of a step (mail sent, no match, password changed), announced to screen readers too. */
export function FindResultMessage({ tone, message, hint }: { tone: 'success' | 'notice'; message: string; hint?: string }) {
  const Icon = tone === 'success' ? IconCircleCheck : IconInfoCircle
  return (
    <div className={classes.result} data-tone={tone} role="status">
      <Icon size={48} stroke={1.4} className={classes.icon} aria-hidden="true" />
      <p className={classes.message}>{message}</p>
      {hint && <p className={classes.hint}>{hint}</p>}
    </div>
  )
}
