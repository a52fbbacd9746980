import type { ApplicationSummary } from '@contract/applications'
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { MY_APPLICATIONS_PAGE_SIZE, myApplicationsQueryOptions } from '../api/get-my-applications'
import type { MyApplicationsSearch } from '../lib/application-search'
import { applicationMessages } from '../messages'
import { AdvisoryDetailModal } from './advisory-detail-modal'
import { ApplicationStateBadge } from './application-state-badge'
import classes from '@/components/my-list.module.css'

const messages = applicationMessages.my

/** /myPage/tech: the member's advisory requests with their state; `?id=` (the link in the mails) opens one. */
export function MyAdvisoryPage({ search }: { search: MyApplicationsSearch }) {
  const pageNum = search.pageNum ?? 1
  const { data } = useSuspenseQuery(myApplicationsQueryOptions('tech', pageNum))
  const navigate = useNavigate()
  const isDesktop = useIsDesktop()
  const [notice, setNotice] = useState<string | null>(null)
  const open = (id: number | undefined) => void navigate({ to: '/myPage/tech', search: { pageNum: search.pageNum, id }, replace: true })
  const firstNumber = data.cnt_total - (pageNum - 1) * MY_APPLICATIONS_PAGE_SIZE

  const detailButton = (row: ApplicationSummary) => (
    <Button size="compact-sm" variant="default" onClick={() => open(row.id)} aria-label={`${row.applicationNo} ${messages.detail}`}>
      {messages.detail}
    </Button>
  )

  return (
    <Stack gap="md">
      {notice && (
        <Alert color="blue" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Group justify="space-between">
        <BoardTotal total={data.cnt_total} page={pageNum} pageCount={data.page_cnt} />
        <Button size="sm" renderRoot={(props) => <Link to="/cooperation/advice" {...props} />}>
          {messages.apply}
        </Button>
      </Group>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {messages.empty}
        </Text>
      ) : isDesktop ? (
        <Table className={classes.table} striped highlightOnHover aria-label={messages.caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{messages.columns.no}</Table.Th>
              <Table.Th>{messages.columns.applicationNo}</Table.Th>
              <Table.Th>{messages.columns.title}</Table.Th>
              <Table.Th>{messages.columns.appliedAt}</Table.Th>
              <Table.Th>{messages.columns.state}</Table.Th>
              <Table.Th>{messages.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((row, index) => (
              <Table.Tr key={row.id} data-application-no={row.applicationNo}>
                <Table.Td>{firstNumber - index}</Table.Td>
                <Table.Td className={classes.nowrap}>{row.applicationNo}</Table.Td>
                <Table.Td className={`${classes.start} ${classes.wrap}`}>{row.title}</Table.Td>
                <Table.Td className={classes.nowrap}>{formatSeoulDateTime(row.createdAt, false)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <ApplicationStateBadge state={row.state} label={row.stateLabel} />
                </Table.Td>
                <Table.Td>{detailButton(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <ul className={classes.cards} aria-label={messages.caption}>
          {data.list.map((row) => (
            <li key={row.id} className={classes.card} data-application-no={row.applicationNo}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{row.title}</Text>
                <span className={classes.badge}>
                  <ApplicationStateBadge state={row.state} label={row.stateLabel} />
                </span>
              </Group>
              <Text size="sm" c="dimmed">
                {row.applicationNo} · {formatSeoulDateTime(row.createdAt, false)}
              </Text>
              <div>{detailButton(row)}</div>
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={pageNum} pageCount={data.page_cnt} onChange={(page) => void navigate({ to: '/myPage/tech', search: { pageNum: page } })} />
      {search.id !== undefined && (
        <AdvisoryDetailModal
          id={search.id}
          onClose={() => open(undefined)}
          onWithdrawn={() => {
            setNotice(messages.withdrawn)
            open(undefined)
          }}
        />
      )}
    </Stack>
  )
}
