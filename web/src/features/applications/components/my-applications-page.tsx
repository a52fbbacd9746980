import { applicationStates, type ApplicationSummary } from '@contract/applications'
import { Button, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { MyList } from '@/components/my-list'
import { MyListFilters } from '@/components/my-list-filters'
import { toastDone } from '@/lib/toast'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { MY_APPLICATIONS_PAGE_SIZE, myApplicationsQueryOptions } from '../api/get-my-applications'
import { myApplicationsFilter, type MyApplicationsSearch } from '../lib/application-search'
import { applicationMessages, projectMessages, transferMessages } from '../messages'
import { AdvisoryDetailModal } from './advisory-detail-modal'
import { ApplicationStateBadge } from './application-state-badge'
import { ProposalDetailModal } from './proposal-detail-modal'
import { TransferDetailModal } from './transfer-detail-modal'

const messages = applicationMessages.my

/** What differs between the programmes that list plain applications: their words, where to apply, their detail. */
const sections = {
  tech: {
    path: '/myPage/tech',
    browse: '/cooperation/advice',
    texts: { caption: messages.caption, empty: messages.empty, apply: messages.apply, title: messages.columns.title },
    Detail: AdvisoryDetailModal,
  },
  assn: {
    path: '/myPage/assn',
    browse: '/cooperation/assn',
    texts: { caption: projectMessages.my.caption, empty: projectMessages.my.empty, apply: projectMessages.my.browse, title: projectMessages.my.fields.title },
    Detail: ProposalDetailModal,
  },
  transfer: {
    path: '/myPage/transfer',
    browse: '/cooperation/techTransfer',
    texts: {
      caption: transferMessages.my.caption,
      empty: transferMessages.my.empty,
      apply: transferMessages.my.browse,
      title: transferMessages.my.fields.technology,
    },
    Detail: TransferDetailModal,
  },
} as const

/**
 * /myPage/tech, /myPage/assn and /myPage/transfer: the member's advisory requests, project proposals
 * or 기술상담 신청 with their state; `?id=` (the link in the mails) opens one.
 */
export function MyApplicationsPage({ kind, search }: { kind: keyof typeof sections; search: MyApplicationsSearch }) {
  const { path, browse, texts, Detail } = sections[kind]
  const columns = { ...messages.columns, title: texts.title }
  const pageNum = search.pageNum ?? 1
  const filter = myApplicationsFilter(search)
  const { data } = useSuspenseQuery(myApplicationsQueryOptions(kind, filter))
  const navigate = useNavigate()
  const open = (id: number | undefined) => void navigate({ to: path, search: { ...filter, id }, replace: true })

  const detailButton = (row: ApplicationSummary) => (
    <Button size="compact-sm" variant="default" onClick={() => open(row.id)} aria-label={`${row.applicationNo} ${messages.detail}`}>
      {messages.detail}
    </Button>
  )
  const badge = (row: ApplicationSummary) => <ApplicationStateBadge state={row.state} label={row.stateLabel} />

  return (
    <>
      <MyListFilters
        states={applicationStates}
        state={search.state}
        period={search}
        dateLabel={columns.appliedAt}
        onChange={(next) => void navigate({ to: path, search: next })}
      />
      <MyList
        data={data}
        page={pageNum}
        pageSize={MY_APPLICATIONS_PAGE_SIZE}
        onPage={(page) => void navigate({ to: path, search: { ...filter, pageNum: page } })}
        action={
          <Button size="sm" renderRoot={(props) => <Link to={browse} {...props} />}>
            {texts.apply}
          </Button>
        }
        caption={texts.caption}
        empty={texts.empty}
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
        <Detail
          id={search.id}
          onClose={() => open(undefined)}
          onWithdrawn={() => {
            toastDone(messages.withdrawn)
            open(undefined)
          }}
        />
      )}
    </>
  )
}
