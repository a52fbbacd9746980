import type { ProjectCallSummary } from '@contract/applications'
import type { CourseSummary } from '@contract/education'
import { Badge } from '@mantine/core'
import { applicationMessages } from '../messages'

const { family } = applicationMessages

const familyBadge = (label: string) => (
  <Badge key={label} variant="light" color="grape" radius="sm">
    {label}
  </Badge>
)

/** What a course holds for 가족회사 members (issue 30), beside its mode and state. */
export function CourseFamilyBadges({ course }: { course: Pick<CourseSummary, 'familyFeeWaived' | 'familySeats'> }) {
  return (
    <>
      {course.familyFeeWaived && familyBadge(family.courseFeeWaived)}
      {course.familySeats ? familyBadge(family.courseSeats(course.familySeats)) : null}
    </>
  )
}

/** A call only 가족회사 may answer, or one that prefers them; 전용 says more, so it wins. */
export function CallFamilyBadge({ call }: { call: Pick<ProjectCallSummary, 'familyOnly' | 'familyPriority'> }) {
  if (call.familyOnly) return familyBadge(family.callOnly)
  if (call.familyPriority) return familyBadge(family.callPriority)
  return null
}
