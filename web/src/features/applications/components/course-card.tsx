import type { CourseSummary } from '@contract/education'
import { Group, UnstyledButton } from '@mantine/core'
import { IconSchool } from '@tabler/icons-react'
import { educationMessages } from '../messages'
import { CourseApplyButton } from './course-apply-button'
import { CourseBadges } from './course-badges'
import { CourseFacts } from './course-facts'
import classes from './course-card.module.css'

/**
 * One course of /cooperation/edu: its picture, mode and state, the facts and the spec §4 button.
 * `firstRow`: the cards in view on arrival load their pictures at once, beside the page's scripts;
 * the page's largest paint is one of them.
 */
export function CourseCard({ course, onOpen, firstRow = false }: { course: CourseSummary; onOpen: () => void; firstRow?: boolean }) {
  return (
    <article className={classes.card} data-course-id={course.id}>
      <div className={classes.thumb}>
        {course.imageUrl ? (
          <img
            src={course.imageUrl}
            alt={course.imageAlt ?? ''}
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : 'auto'}
            className={classes.image}
          />
        ) : (
          <IconSchool size={40} stroke={1.2} aria-hidden="true" />
        )}
      </div>
      <div className={classes.body}>
        <CourseBadges course={course} />
        <h3 className={classes.title}>
          <UnstyledButton onClick={onOpen} className={classes.titleButton}>
            {course.title}
          </UnstyledButton>
        </h3>
        {course.summary && <p className={classes.summary}>{course.summary}</p>}
        <CourseFacts course={course} />
        <Group gap="xs" mt="auto" grow>
          <UnstyledButton onClick={onOpen} className={classes.more} aria-label={`${course.title} ${educationMessages.list.detail}`}>
            {educationMessages.list.detail}
          </UnstyledButton>
          <CourseApplyButton kind={course.applyButton} onApply={onOpen} />
        </Group>
      </div>
    </article>
  )
}
