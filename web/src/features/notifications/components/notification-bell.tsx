import { ActionIcon, Badge, Button, Divider, Group, Loader, Popover, Text } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BELL_LATEST, myNotificationsQueryOptions, unreadCountQueryOptions } from '../api/notifications'
import { useOpenNotification } from '../hooks/use-open-notification'
import { notificationMessages } from '../messages'
import { NotificationItem } from './notification-item'
import classes from './notifications.module.css'

const messages = notificationMessages.bell

/** More than 99 reads as 99+, so the badge keeps its size. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread))

/** The header's bell for members: the unread count, and the latest five in a small popover. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false)
  const unread = useQuery(unreadCountQueryOptions()).data?.unread ?? 0
  const latest = useQuery({ ...myNotificationsQueryOptions(1, BELL_LATEST), enabled: opened })
  const { open } = useOpenNotification(() => setOpened(false))

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          className={classes.bellButton}
          aria-label={messages.label(unread)}
          aria-expanded={opened}
          onClick={() => setOpened((value) => !value)}
        >
          <IconBell size={22} stroke={1.8} />
          {unread > 0 && (
            <Badge className={classes.badge} size="xs" color="red" circle={unread < 10} data-testid="notification-count" aria-hidden="true">
              {badgeText(unread)}
            </Badge>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={messages.heading}>
        <Text fw={700} size="sm" px={8} pb={6}>
          {messages.heading}
        </Text>
        {latest.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : latest.isError ? (
          <Text size="sm" c="red" px={8} py="sm" role="alert">
            {messages.failed}
          </Text>
        ) : latest.data.list.length === 0 ? (
          <Text size="sm" c="dimmed" px={8} py="sm">
            {messages.empty}
          </Text>
        ) : (
          <ul className={classes.bellList}>
            {latest.data.list.map((row) => (
              <li key={row.id}>
                <NotificationItem row={row} compact onOpen={(chosen) => open.mutate(chosen)} />
              </li>
            ))}
          </ul>
        )}
        <Divider my={6} />
        <Button component={Link} to="/myPage/notifications" variant="subtle" size="compact-sm" fullWidth onClick={() => setOpened(false)}>
          {messages.all}
        </Button>
      </Popover.Dropdown>
    </Popover>
  )
}
