import type { CourseApplicationSummary } from '@contract/applications'
import { Badge, Group } from '@mantine/core'
import { ApplicationStateBadge } from './application-state-badge'
import { educationMessages } from '../messages'

/** The state badge, with 대기 beside it while the application waits for a seat. */
export function CourseApplicationState({ row }: { row: Pick<CourseApplicationSummary, 'state' | 'stateLabel' | 'waitlisted'> }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <ApplicationStateBadge state={row.state} label={row.stateLabel} />
      {row.waitlisted && (
        <Badge color="gray" variant="outline" radius="sm" className="lightgray">
          {educationMessages.my.waiting}
        </Badge>
      )}
    </Group>
  )
}
