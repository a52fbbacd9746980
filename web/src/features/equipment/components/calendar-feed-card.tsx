import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { commonMessages } from '@/config/messages'
import { ApiError } from '@/lib/api-client'
import { toastDone } from '@/lib/toast'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { calendarFeedQueryOptions, useCalendarFeedAction } from '../api/calendar-feed'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.feed

/**
 * 캘린더 구독 on /myPage/equ: issue, re-issue or revoke the private feed address. The server keeps
 * only the token's hash, so the address shows right after issuing, with a copy button, and not later.
 */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQueryOptions())
  const action = useCalendarFeedAction()
  const [error, setError] = useState<string | null>(null)

  const run = (kind: 'issue' | 'revoke') => {
    setError(null)
    const wasActive = Boolean(feed.data?.active)
    action.mutate(kind, {
      onSuccess: () => {
        if (kind === 'revoke') toastDone(messages.revoked)
        else if (wasActive) toastDone(messages.reissued)
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : commonMessages.requestFailed),
    })
  }
  const data = feed.data

  return (
    <Paper withBorder p="md" mt="xl" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="calendar-feed-title">
          {messages.title}
        </Title>
        <Text size="sm" c="dimmed">
          {messages.intro}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {data?.url ? (
          <>
            <Text size="sm">{messages.shownOnce}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label={messages.urlLabel} value={data.url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
              <CopyButton value={data.url}>
                {({ copy }) => (
                  <Button
                    onClick={() => {
                      copy()
                      toastDone(messages.copied)
                    }}
                  >
                    {messages.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Text size="sm">{data?.active && data.issuedAt ? messages.active(formatSeoulDateTime(data.issuedAt)) : messages.none}</Text>
        )}
        <Group gap="xs">
          <Button variant={data?.active ? 'default' : 'filled'} onClick={() => run('issue')} loading={action.isPending && action.variables === 'issue'}>
            {data?.active ? messages.reissue : messages.issue}
          </Button>
          {data?.active && (
            <Button variant="light" color="red" onClick={() => run('revoke')} loading={action.isPending && action.variables === 'revoke'}>
              {messages.revoke}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
