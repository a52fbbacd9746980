import type { CourseState, CourseSummary } from '@contract/education'
import { Badge, Group } from '@mantine/core'
import { CourseFamilyBadges } from './family-badges'

const stateColors: Record<CourseState, string> = { open: 'blue', upcoming: 'teal', closed: 'gray' }

/** The course's mode, where its application stands today and its 가족회사 benefits, on its card and in its detail. */
export function CourseBadges({ course }: { course: Pick<CourseSummary, 'modeLabel' | 'state' | 'stateLabel' | 'familyFeeWaived' | 'familySeats'> }) {
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray" radius="sm">
        {course.modeLabel}
      </Badge>
      <Badge variant="light" color={stateColors[course.state]} radius="sm">
        {course.stateLabel}
      </Badge>
      <CourseFamilyBadges course={course} />
    </Group>
  )
}
