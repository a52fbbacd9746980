import { Button, Group, Stack, Text } from '@mantine/core'
import { IconChecks, IconSettings } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { myNotificationsQueryOptions } from '../api/notifications'
import { useOpenNotification } from '../hooks/use-open-notification'
import { notificationMessages } from '../messages'
import { toastDone } from '@/lib/toast'
import { FailureAlert, failureText } from './failure-alert'
import { NotificationItem } from './notification-item'
import classes from './notifications.module.css'

const messages = notificationMessages.list

/** /myPage/notifications: what the portal told the member, newest first; opening one reads it and goes where it points. */
export function NotificationsPage({ pageNum }: { pageNum: number }) {
  const { data } = useSuspenseQuery(myNotificationsQueryOptions(pageNum))
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const { open, readAll } = useOpenNotification()
  const anyUnread = data.list.some((row) => !row.read)

  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: ({ marked }) => toastDone(messages.readAllDone(marked)),
      onError: (failure) => setError(failureText(failure)),
    })

  return (
    <Stack gap="md">
      <FailureAlert error={error} onClose={() => setError(null)} />
      <Group justify="space-between">
        <BoardTotal total={data.cnt_total} page={pageNum} pageCount={data.page_cnt} />
        <Group gap="xs">
          <Button
            size="sm"
            variant="default"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            onClick={markAll}
            loading={readAll.isPending}
            disabled={!anyUnread && pageNum === 1}
          >
            {messages.readAll}
          </Button>
          <Button component={Link} to="/myPage/notifications/settings" size="sm" variant="light" leftSection={<IconSettings size={16} aria-hidden="true" />}>
            {messages.settings}
          </Button>
        </Group>
      </Group>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {messages.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={messages.caption}>
          {data.list.map((row) => (
            <li key={row.id}>
              <NotificationItem row={row} onOpen={(chosen) => open.mutate(chosen, { onError: (failure) => setError(failureText(failure)) })} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={pageNum} pageCount={data.page_cnt} onChange={(page) => void navigate({ to: '/myPage/notifications', search: { pageNum: page } })} />
    </Stack>
  )
}
