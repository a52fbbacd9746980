import { lazy, Suspense } from 'react'
import { Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import type { CourseTrack } from '@contract/education'
import type { IntroPage } from '@contract/pages'
import { IntroContent } from '@/components/intro-content'
import { FilterChips } from '@/components/filter-chips'
import { KeywordSearchForm } from '@/components/keyword-search-form'
import { courseListQueryOptions } from '../api/get-courses'
import type { CourseListSearch } from '../lib/course-search'
import { courseModeOptions, educationMessages } from '../messages'
import { CourseCard } from './course-card'
import grid from '@/components/card-grid.module.css'

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
  const page = search.pageNum ?? 1
  const go = (next: CourseListSearch) => void navigate({ to: '.', search: next })

  return (
    <Stack gap="lg">
      <Text>{messages.intro}</Text>
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={search.searchKeyword}
        onSearch={(searchKeyword) => go({ mode: search.mode, searchKeyword })}
      />
      <FilterChips
        label={messages.modeLabel}
        allLabel={messages.allModes}
        options={courseModeOptions}
        value={search.mode}
        onChange={(mode) => go({ searchKeyword: search.searchKeyword, mode })}
      />
      <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {search.searchKeyword || search.mode ? messages.noResults : messages.empty}
        </Text>
      ) : (
        <ul className={grid.grid} aria-label={messages.caption}>
          {data.list.map((item) => (
            <li key={item.id}>
              <CourseCard course={item} onOpen={() => go({ ...search, course: item.id })} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go({ ...listSearch, pageNum })} />
      {intro && <IntroContent content={intro} />}
      {course && (
        <Suspense fallback={null}>
          <CourseDetailModal id={course} onClose={() => go(listSearch)} />
        </Suspense>
      )}
    </Stack>
  )
}
