import type { ApplicationSummary } from '@contract/applications'
import { Button, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { MyList, type MyListNotice } from '@/components/my-list'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { MY_APPLICATIONS_PAGE_SIZE, myApplicationsQueryOptions } from '../api/get-my-applications'
import type { MyApplicationsSearch } from '../lib/application-search'
import { applicationMessages } from '../messages'
import { AdvisoryDetailModal } from './advisory-detail-modal'
import { ApplicationStateBadge } from './application-state-badge'

const messages = applicationMessages.my
const { columns } = messages

/** /myPage/tech: the member's advisory requests with their state; `?id=` (the link in the mails) opens one. */
export function MyAdvisoryPage({ search }: { search: MyApplicationsSearch }) {
  const pageNum = search.pageNum ?? 1
  const { data } = useSuspenseQuery(myApplicationsQueryOptions('tech', pageNum))
  const navigate = useNavigate()
  const [notice, setNotice] = useState<MyListNotice | null>(null)
  const open = (id: number | undefined) => void navigate({ to: '/myPage/tech', search: { pageNum: search.pageNum, id }, replace: true })

  const detailButton = (row: ApplicationSummary) => (
    <Button size="compact-sm" variant="default" onClick={() => open(row.id)} aria-label={`${row.applicationNo} ${messages.detail}`}>
      {messages.detail}
    </Button>
  )
  const badge = (row: ApplicationSummary) => <ApplicationStateBadge state={row.state} label={row.stateLabel} />

  return (
    <>
      <MyList
        data={data}
        page={pageNum}
        pageSize={MY_APPLICATIONS_PAGE_SIZE}
        onPage={(page) => void navigate({ to: '/myPage/tech', search: { pageNum: page } })}
        action={
          <Button size="sm" renderRoot={(props) => <Link to="/cooperation/advice" {...props} />}>
            {messages.apply}
          </Button>
        }
        notice={notice}
        onNoticeClose={() => setNotice(null)}
        caption={messages.caption}
        empty={messages.empty}
        numberHeader={columns.no}
        columns={[
          { header: columns.applicationNo, cell: (row) => row.applicationNo, layout: 'nowrap' },
          { header: columns.title, cell: (row) => row.title, layout: 'start' },
          { header: columns.appliedAt, cell: (row) => formatSeoulDateTime(row.createdAt, false), layout: 'nowrap' },
          { header: columns.state, cell: badge, layout: 'nowrap' },
          { header: columns.actions, cell: detailButton },
        ]}
        rowAttributes={(row) => ({ 'data-application-no': row.applicationNo })}
        card={{
          title: (row) => row.title,
          badge,
          body: (row) => (
            <>
              <Text size="sm" c="dimmed">
                {row.applicationNo} · {formatSeoulDateTime(row.createdAt, false)}
              </Text>
              <div>{detailButton(row)}</div>
            </>
          ),
        }}
      />
      {search.id !== undefined && (
        <AdvisoryDetailModal
          id={search.id}
          onClose={() => open(undefined)}
          onWithdrawn={() => {
            setNotice({ text: messages.withdrawn })
            open(undefined)
          }}
        />
      )}
    </>
  )
}
