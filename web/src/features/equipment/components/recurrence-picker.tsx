import { formatSeoulDate } from '@contract/date-format'
import type { SeriesCheckRequest } from '@contract/equipment'
import { MAX_SERIES_WEEKS, seriesRepeats, weekdays, type SeriesRepeat } from '@contract/equipment-options'
import { Alert, Badge, Checkbox, Chip, Group, Loader, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { seriesCheckQueryOptions } from '../api/series'
import { clampWeeks, type Recurrence } from '../lib/recurrence'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.recurrence

type Props = {
  equipmentId: number
  value: Recurrence
  onChange: (value: Recurrence) => void
  /** The dates, slots, mode and rule as they would be sent, or null while the rule is incomplete; the preview asks the server with it. */
  request: SeriesCheckRequest | null
}

/**
 * 반복 예약 in the booking dialog: weekly on chosen weekdays or daily, for 1–12 weeks, and whether to
 * book only the free dates. Below it the server's check of every date (가능 / 불가 with why), so the
 * member sees the clashes before sending.
 */
export function RecurrencePicker({ equipmentId, value, onChange, request }: Props) {
  const set = (patch: Partial<Recurrence>) => onChange({ ...value, ...patch })
  const check = useQuery(seriesCheckQueryOptions(equipmentId, value.enabled ? request : null))
  const occurrences = check.data?.occurrences ?? []
  const okCount = occurrences.filter((occurrence) => occurrence.ok).length

  return (
    <Stack gap="xs">
      <Checkbox
        label={messages.toggle}
        description={messages.toggleHint}
        checked={value.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      {value.enabled && (
        <Stack gap="xs" pl="md">
          <div>
            <Text size="sm" fw={500} id="recurrence-repeat">
              {messages.repeat}
            </Text>
            <SegmentedControl
              aria-labelledby="recurrence-repeat"
              value={value.repeat}
              onChange={(repeat) => set({ repeat: repeat as SeriesRepeat })}
              data={seriesRepeats.map(({ label, value: option }) => ({ label, value: option }))}
            />
          </div>
          {value.repeat === 'weekly' && (
            <div role="group" aria-labelledby="recurrence-weekdays">
              <Text size="sm" fw={500} id="recurrence-weekdays">
                {messages.weekdays}
              </Text>
              <Chip.Group multiple value={value.weekdays.map(String)} onChange={(days) => set({ weekdays: days.map(Number).sort((a, b) => a - b) })}>
                <Group gap={4} mt={4}>
                  {weekdays.map((day) => (
                    <Chip key={day.value} value={day.value} size="xs">
                      {day.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          )}
          <NumberInput
            label={messages.weeks}
            description={messages.weeksHint(MAX_SERIES_WEEKS)}
            value={value.weeks}
            min={1}
            max={MAX_SERIES_WEEKS}
            clampBehavior="strict"
            allowDecimal={false}
            onChange={(weeks) => set({ weeks: clampWeeks(Number(weeks)) })}
            w={160}
          />
          <Checkbox
            label={messages.partial}
            description={messages.partialHint}
            checked={value.partial}
            onChange={(event) => set({ partial: event.currentTarget.checked })}
          />
          <Stack gap={4} aria-live="polite">
            <Text size="sm" fw={700}>
              {messages.previewTitle}
            </Text>
            {check.isFetching && !check.data && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{messages.previewLoading}</Text>
              </Group>
            )}
            {check.error && (
              <Text size="sm" c="red" role="alert">
                {check.error.message}
              </Text>
            )}
            {check.data && (
              <>
                <Text size="sm">{messages.summary(okCount, occurrences.length)}</Text>
                <Table.ScrollContainer minWidth={280} mah={220}>
                  <Table striped withTableBorder fz="sm">
                    <Table.Tbody>
                      {occurrences.map((occurrence) => (
                        <Table.Tr key={occurrence.date} data-ok={occurrence.ok}>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSeoulDate(occurrence.date)}</Table.Td>
                          <Table.Td>
                            <Badge color={occurrence.ok ? 'teal' : 'red'} variant="light" radius="sm">
                              {occurrence.ok ? messages.ok : messages.clash}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{occurrence.reason}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {!value.partial && okCount < occurrences.length && (
                  <Alert color="yellow" p="xs">
                    {messages.allOrNothing}
                  </Alert>
                )}
              </>
            )}
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}
