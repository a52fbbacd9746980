import { applicationStates, type CourseApplicationSummary } from '@contract/applications'
import { Button, Group, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { MyList } from '@/components/my-list'
import { MyListFilters } from '@/components/my-list-filters'
import { toastDone } from '@/lib/toast'
import { formatDateRange } from '@/utils/format-date'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { MY_COURSE_APPLICATIONS_PAGE_SIZE, myCourseApplicationsQueryOptions } from '../api/course-applications'
import { myApplicationsFilter, type MyApplicationsSearch } from '../lib/application-search'
import { educationMessages } from '../messages'
import { CourseApplicationModal } from './course-application-modal'
import { CourseApplicationState } from './course-application-state'

const messages = educationMessages.my
const { columns } = messages

/** /myPage/edu: the member's course applications, their states and, once 완료, the certificate; `?id=` opens one. */
export function MyEducationPage({ search }: { search: MyApplicationsSearch }) {
  const pageNum = search.pageNum ?? 1
  const filter = myApplicationsFilter(search)
  const { data } = useSuspenseQuery(myCourseApplicationsQueryOptions(filter))
  const navigate = useNavigate()
  const open = (id: number | undefined) => void navigate({ to: '/myPage/edu', search: { ...filter, id }, replace: true })
  const done = (text: string) => {
    toastDone(text)
    open(undefined)
  }

  const actions = (row: CourseApplicationSummary) => (
    <Group gap={6} wrap="nowrap" justify="center">
      <Button size="compact-sm" variant="default" onClick={() => open(row.id)} aria-label={`${row.applicationNo} ${messages.detail}`}>
        {messages.detail}
      </Button>
      {row.completedAt && (
        <Button
          size="compact-sm"
          aria-label={`${row.title} ${messages.certificate}`}
          renderRoot={(props) => <Link to="/myPage/eduCertificate" search={{ id: row.id }} {...props} />}
        >
          {messages.certificate}
        </Button>
      )}
    </Group>
  )
  const state = (row: CourseApplicationSummary) => <CourseApplicationState row={row} />

  return (
    <>
      <MyListFilters
        states={applicationStates}
        state={search.state}
        period={search}
        dateLabel={educationMessages.my.columns.appliedAt}
        onChange={(next) => void navigate({ to: '/myPage/edu', search: next })}
      />
      <MyList
        data={data}
        page={pageNum}
        pageSize={MY_COURSE_APPLICATIONS_PAGE_SIZE}
        onPage={(page) => void navigate({ to: '/myPage/edu', search: { ...filter, pageNum: page } })}
        action={
          <Button size="sm" renderRoot={(props) => <Link to="/cooperation/edu" {...props} />}>
            {messages.browse}
          </Button>
        }
        caption={messages.caption}
        empty={messages.empty}
        numberHeader={columns.no}
        columns={[
          { header: columns.applicationNo, cell: (row) => row.applicationNo, layout: 'nowrap' },
          { header: columns.title, cell: (row) => row.title, layout: 'start' },
          { header: columns.eduPeriod, cell: (row) => formatDateRange(row.eduStart, row.eduEnd), layout: 'nowrap' },
          { header: columns.appliedAt, cell: (row) => formatSeoulDateTime(row.createdAt, false), layout: 'nowrap' },
          { header: columns.state, cell: state, layout: 'nowrap' },
          { header: columns.actions, cell: actions },
        ]}
        rowAttributes={(row) => ({ 'data-application-no': row.applicationNo })}
        card={{
          title: (row) => row.title,
          badge: state,
          body: (row) => (
            <>
              <Text size="sm" c="dimmed">
                {row.applicationNo} · {formatDateRange(row.eduStart, row.eduEnd)}
              </Text>
              {actions(row)}
            </>
          ),
        }}
      />
      {search.id !== undefined && (
        <CourseApplicationModal
          id={search.id}
          onClose={() => open(undefined)}
          onWithdrawn={() => done(messages.withdrawn)}
          onResubmitted={() => done(messages.resubmitted)}
        />
      )}
    </>
  )
}
