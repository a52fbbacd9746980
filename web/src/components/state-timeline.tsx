import { Text, Timeline } from '@mantine/core'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'

export type TimelineEntry = { state: string; stateLabel: string; at: string; reason: string | null }

/**
 * The history of an application or a booking, oldest first: each state with when it was reached and
 * the reason staff or the member gave (who decided is the office's business, not the member's).
 */
export function StateTimeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label={label} role="list">
      {entries.map((entry) => (
        <Timeline.Item key={`${entry.state}-${entry.at}`} title={entry.stateLabel} role="listitem" data-state={entry.state}>
          <Text size="xs" c="dimmed">
            {formatSeoulDateTime(entry.at)}
          </Text>
          {entry.reason && <Text size="sm">{entry.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
