import type { CourseMode, CourseSummary } from '@contract/education'
import { Carousel } from '@mantine/carousel'
import { Badge } from '@mantine/core'
import { IconSchool } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateRange } from '@/utils/format-date'
import { coursesQueryOptions } from '../api/get-courses'
import { homeMessages } from '../messages'
import { sliderProps } from './slider-props'
import sliderClasses from './slider.module.css'
import classes from './course-slider.module.css'

const stateColors: Record<CourseSummary['state'], string> = { open: 'brand', upcoming: 'teal', closed: 'gray' }

/** The collective or online education courses as a slider; each card opens its course on /cooperation/edu. */
export function CourseSlider({ mode }: { mode: CourseMode }) {
  const { data } = useSuspenseQuery(coursesQueryOptions(mode))
  if (data.list.length === 0) return <p className={classes.empty}>{homeMessages.emptyCourses}</p>

  return (
    <Carousel {...sliderProps} classNames={{ slide: classes.slide, controls: sliderClasses.controls }}>
      {data.list.map((course, index) => (
        <Carousel.Slide key={course.id} aria-label={homeMessages.slide(index + 1, data.list.length)}>
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
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
