import type { CourseSummary } from '@contract/education'
import { formatDateRange } from '@/utils/format-date'
import { educationMessages } from '../messages'
import classes from './course-facts.module.css'
import { FactList } from '@/components/fact-list'

const messages = educationMessages.facts

export const feeText = (fee: number) => (fee > 0 ? messages.won(fee) : messages.free)

export const seatsText = (course: Pick<CourseSummary, 'capacity' | 'seatsLeft'>) =>
  course.capacity == null ? messages.unlimited : `${messages.seatsLeft(course.seatsLeft ?? 0)} / ${messages.people(course.capacity)}`

/** Period, place, capacity with the seats left, and fee: what a course card and its detail both list. */
export function CourseFacts({ course, withTarget = false }: { course: CourseSummary; withTarget?: boolean }) {
  const rows: [string, string][] = [
    [messages.eduPeriod, formatDateRange(course.eduStart, course.eduEnd) || messages.undecided],
    [messages.applyPeriod, formatDateRange(course.applyStart, course.applyEnd)],
    [messages.location, course.location ?? messages.undecided],
    ...(withTarget && course.target ? ([[messages.target, course.target]] as [string, string][]) : []),
    [`${messages.seats} / ${messages.capacity}`, seatsText(course)],
    [messages.fee, feeText(course.fee)],
  ]
  return <FactList rows={rows} className={classes.facts} />
}
