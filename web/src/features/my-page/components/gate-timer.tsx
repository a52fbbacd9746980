import { Text } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { formatClock, useRemainingSeconds } from '../hooks/use-remaining-seconds'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'

/** The remaining time of the profile token; at zero the member is sent back to the password gate. */
export function GateTimer({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const seconds = useRemainingSeconds(expiresAt, onExpire)
  return (
    <Text size="sm" c="dimmed" className={classes.timer} role="timer" aria-live="off">
      <IconClock size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      {myPageMessages.info.timer(formatClock(seconds))}
    </Text>
  )
}
