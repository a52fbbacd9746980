import { formatSeoulDateTime } from '@contract/date-format'
import type { MyNotification } from '@contract/notification-inbox'
import { Text, UnstyledButton } from '@mantine/core'
import { notificationMessages } from '../messages'
import classes from './notifications.module.css'

const messages = notificationMessages.list

/** One notification, as the list and the bell show it: a dot and bold while unread; a click opens what it is about. */
export function NotificationItem({ row, compact, onOpen }: { row: MyNotification; compact?: boolean; onOpen: (row: MyNotification) => void }) {
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!row.read || undefined}
      data-notification-id={row.id}
      aria-label={messages.open(row.title, row.read)}
      onClick={() => onOpen(row)}
    >
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.content}>
        <Text component="span" className={classes.title} fw={row.read ? 400 : 700}>
          {row.title}
        </Text>
        {!compact && row.body && (
          <Text component="span" size="sm" c="dimmed" className={classes.body}>
            {row.body}
          </Text>
        )}
        <Text component="time" size="xs" c="dimmed" dateTime={row.createdAt}>
          {formatSeoulDateTime(row.createdAt)}
        </Text>
      </span>
    </UnstyledButton>
  )
}
