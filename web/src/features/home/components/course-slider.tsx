import type { CourseMode, CourseSummary } from '@contract/education'
import { Badge } from '@mantine/core'
import { IconSchool } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateRange } from '@/utils/format-date'
import { coursesQueryOptions } from '../api/get-courses'
import { homeMessages } from '../messages'
import { SnapSlider } from './snap-slider'
import classes from './course-slider.module.css'

const stateColors: Record<CourseSummary['state'], string> = { open: 'brand', upcoming: 'teal', closed: 'gray' }

/** The collective or online education courses as a slider; each card opens its course on /cooperation/edu. */
export function CourseSlider({ mode }: { mode: CourseMode }) {
  const { data } = useSuspenseQuery(coursesQueryOptions(mode))
  if (data.list.length === 0) return <p className={classes.empty}>{homeMessages.emptyCourses}</p>

  return (
    <SnapSlider
      label={homeMessages.sections[mode].title}
      items={data.list}
      itemKey={(course) => course.id}
      slideClassName={classes.slide}
      renderSlide={(course) => (
        <article className={classes.card}>
          <div className={classes.thumb}>
            {course.imageUrl ? (
              <img src={course.imageUrl} alt={course.imageAlt ?? ''} loading="lazy" className={classes.image} />
            ) : (
              <IconSchool size={40} stroke={1.2} aria-hidden="true" />
            )}
            <Badge className={classes.state} color={stateColors[course.state]}>
              {course.stateLabel}
            </Badge>
          </div>
          <div className={classes.body}>
            <h3 className={classes.title}>
              <Link to="/cooperation/edu" search={{ course: course.id }} className={classes.link}>
                {course.title}
              </Link>
            </h3>
            {course.summary && <p className={classes.summary}>{course.summary}</p>}
            <dl className={classes.facts}>
              <div>
                <dt>{homeMessages.applyPeriod}</dt>
                <dd>{formatDateRange(course.applyStart, course.applyEnd)}</dd>
              </div>
              {(course.eduStart || course.eduEnd) && (
                <div>
                  <dt>{homeMessages.eduPeriod}</dt>
                  <dd>{formatDateRange(course.eduStart, course.eduEnd)}</dd>
                </div>
              )}
              {course.location && (
                <div>
                  <dt>{homeMessages.location}</dt>
                  <dd>{course.location}</dd>
                </div>
              )}
            </dl>
          </div>
        </article>
      )}
    />
  )
}
