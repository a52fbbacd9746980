import { lazy, Suspense } from 'react'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { CourseTrack } from '@contract/education'
import type { IntroPage } from '@contract/pages'
import { FilteredList } from '@/components/filtered-list'
import { courseListQueryOptions } from '../api/get-courses'
import type { CourseListSearch } from '../lib/course-search'
import { courseModeOptions, educationMessages } from '../messages'
import { CourseCard } from './course-card'
import grid from '@/components/card-grid.module.css'

/** The cards a 1440-wide window shows before any scrolling. */
const FIRST_ROW = 4

// A course's detail and its application form load when a course is opened (`?course=`).
const CourseDetailModal = lazy(() => import('./course-detail-modal').then((module) => ({ default: module.CourseDetailModal })))

const messages = educationMessages.list

type CourseListPageProps = { intro: IntroPage | null; search: CourseListSearch; track?: CourseTrack }

/**
 * /cooperation/edu: the courses with search and mode chips, each opening its detail over the list
 * (`?course=`, also the home sliders' link), where members apply; the introduction follows. With a
 * `track`, the courses of one lifelong-education track (/studentSupport/jobTraining …).
 */
export function CourseListPage({ intro, search, track }: CourseListPageProps) {
  const { course, ...listSearch } = search
  const { data } = useSuspenseQuery(courseListQueryOptions(listSearch, track))
  const navigate = useNavigate()
  const go = (next: CourseListSearch) => void navigate({ to: '.', search: next })

  return (
    <FilteredList
      lead={<Text>{messages.intro}</Text>}
      messages={messages}
      filter={{ key: 'mode', label: messages.modeLabel, allLabel: messages.allModes, options: courseModeOptions }}
      query={listSearch}
      go={go}
      data={data}
      listClassName={grid.grid}
      renderItem={(item) => (
        <li key={item.id}>
          <CourseCard course={item} onOpen={() => go({ ...search, course: item.id })} firstRow={data.list.indexOf(item) < FIRST_ROW} />
        </li>
      )}
      intro={intro}
    >
      {course && (
        <Suspense fallback={null}>
          <CourseDetailModal id={course} onClose={() => go(listSearch)} />
        </Suspense>
      )}
    </FilteredList>
  )
}
