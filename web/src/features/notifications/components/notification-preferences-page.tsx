import type { NotificationPreferenceRow, NotificationPreferencesView } from '@contract/notification-inbox'
import {
  notificationChannels,
  notificationGroups,
  phoneChannels,
  type NotificationChannel,
  type NotificationEvent,
  type QuietHours,
} from '@contract/notifications'
import { Alert, Anchor, Badge, Button, Checkbox, Group, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { queryKeys } from '@/lib/queries/query-keys'
import { notificationPreferencesQueryOptions, saveNotificationPreferences } from '../api/preferences'
import { notificationMessages } from '../messages'
import { toastDone } from '@/lib/toast'
import { FailureAlert, failureText } from './failure-alert'
import classes from './notification-preferences.module.css'

const messages = notificationMessages.settings

type Channels = Record<NotificationEvent, NotificationChannel[]>

const channelsOf = (view: NotificationPreferencesView) => Object.fromEntries(view.events.map((row) => [row.event, row.channels])) as Channels

/** Whether the member may tick this box: never a locked channel, and the phone ones only with a verified phone. */
const editable = (row: NotificationPreferenceRow, channel: NotificationChannel, phoneVerified: boolean) =>
  !row.locked.includes(channel) && (phoneVerified || !phoneChannels.includes(channel))

function ChannelBox({
  row,
  channel,
  label,
  checked,
  disabled,
  onChange,
}: {
  row: NotificationPreferenceRow
  channel: NotificationChannel
  label: string
  checked: boolean
  disabled: boolean
  onChange: (on: boolean) => void
}) {
  const box = (
    <Checkbox
      aria-label={messages.channelLabel(row.label, label)}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-event={row.event}
      data-channel={channel}
    />
  )
  if (!row.locked.includes(channel)) return box
  // A disabled input gets no pointer events, so the tooltip sits on a wrapper that does.
  return (
    <Tooltip label={messages.lockedTip} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span className={classes.lockedBox} tabIndex={0}>
        {box}
      </span>
    </Tooltip>
  )
}

/** /myPage/notifications/settings: per kind of event the channels, and the quiet hours that hold 알림톡·문자. */
export function NotificationPreferencesPage() {
  const { data } = useSuspenseQuery(notificationPreferencesQueryOptions())
  const queryClient = useQueryClient()
  const [channels, setChannels] = useState<Channels>(() => channelsOf(data))
  const [quietHours, setQuietHours] = useState<QuietHours>(data.quietHours)
  const [error, setError] = useState<string | null>(null)

  const save = useMutation({
    mutationFn: () => saveNotificationPreferences({ channels, quietHours }),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.notifications.preferences(), view)
      setChannels(channelsOf(view))
      setQuietHours(view.quietHours)
      toastDone(messages.saved)
    },
    onError: (failure) => setError(failureText(failure)),
  })

  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    setChannels((current) => ({
      ...current,
      [event]: notificationChannels.map((option) => option.value).filter((value) => (value === channel ? on : current[event].includes(value))),
    }))

  const timeInput = (edge: 'start' | 'end') => (
    <TextInput
      type="time"
      label={edge === 'start' ? messages.quietStart : messages.quietEnd}
      value={quietHours[edge]}
      disabled={!quietHours.enabled}
      onChange={(event) => setQuietHours({ ...quietHours, [edge]: event.currentTarget.value })}
      w={140}
    />
  )

  return (
    <Stack gap="lg">
      <FailureAlert error={error} onClose={() => setError(null)} />
      <Text>{messages.intro}</Text>
      {data.phoneNotice && (
        <Alert color="yellow" data-testid="phone-notice">
          <Text size="sm">{data.phoneNotice}</Text>
          <Anchor component={Link} to="/myPage/myInfo" size="sm" fw={700}>
            {messages.toProfile}
          </Anchor>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={340} type="native">
        <Table className={classes.table} aria-label={notificationMessages.list.settings}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.eventColumn}>{messages.event}</Table.Th>
              {notificationChannels.map((channel) => (
                <Table.Th key={channel.value} className={classes.channelColumn}>
                  {messages.channelHeads[channel.value]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          {notificationGroups.map((group) => {
            const rows = data.events.filter((row) => row.group === group.value)
            if (rows.length === 0) return null
            return (
              <Table.Tbody key={group.value}>
                <Table.Tr className={classes.groupRow}>
                  <Table.Th colSpan={notificationChannels.length + 1} scope="colgroup">
                    {group.label}
                  </Table.Th>
                </Table.Tr>
                {rows.map((row) => (
                  <Table.Tr key={row.event} data-event-row={row.event}>
                    <Table.Th scope="row" className={classes.eventName}>
                      {row.label}
                      {row.urgent && (
                        <Tooltip label={messages.urgentTip} withArrow multiline w={240} events={{ hover: true, focus: true, touch: true }}>
                          <Badge ml={6} size="xs" variant="light" color="orange" tabIndex={0}>
                            {messages.urgent}
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Th>
                    {notificationChannels.map((channel) => (
                      <Table.Td key={channel.value} className={classes.channelColumn}>
                        <ChannelBox
                          row={row}
                          channel={channel.value}
                          label={channel.label}
                          checked={channels[row.event].includes(channel.value)}
                          disabled={!editable(row, channel.value, data.phoneVerified)}
                          onChange={(on) => toggle(row.event, channel.value, on)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            )
          })}
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs" component="fieldset" className={classes.quiet}>
        <Title order={3} size="h5" component="legend">
          {messages.quietTitle}
        </Title>
        <Switch
          checked={quietHours.enabled}
          onChange={(event) => setQuietHours({ ...quietHours, enabled: event.currentTarget.checked })}
          label={messages.quietSwitch}
        />
        <Group gap="sm" align="flex-end">
          {timeInput('start')}
          <Text pb={8}>~</Text>
          {timeInput('end')}
        </Group>
        <Text size="sm" c="dimmed">
          {messages.quietHelp}
        </Text>
      </Stack>

      <Group justify="center" gap="sm">
        <Button component={Link} to="/myPage/notifications" variant="default">
          {messages.toList}
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          {messages.save}
        </Button>
      </Group>
    </Stack>
  )
}
