import type { ListData } from '@contract/envelope'
import { Alert, Group, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import classes from './my-list.module.css'

/** A table column; `nowrap` keeps numbers, dates and badges on one line, `start` reads a title from the left. */
export type MyListColumn<T> = { header: string; cell: (row: T) => ReactNode; layout?: 'nowrap' | 'start' }

type Props<T extends { id: number }> = {
  data: ListData<T>
  page: number
  pageSize: number
  onPage: (page: number) => void
  /** The way to make another (신청하기, 예약하기) beside the total. */
  action: ReactNode
  /** Why the last action failed, above the list; a success is a toast instead (lib/toast.ts). */
  error?: string | null
  onErrorClose?: () => void
  caption: string
  empty: string
  numberHeader: string
  columns: MyListColumn<T>[]
  /** The row's identifying data attribute, on the table row and the phone card alike. */
  rowAttributes: (row: T) => Record<`data-${string}`, string>
  /** The phone card's body below the title line. */
  card: { title: (row: T) => ReactNode; badge: (row: T) => ReactNode; body: (row: T) => ReactNode }
}

/**
 * The member's own list of a my-page section (bookings, applications): why the last action failed,
 * the total and the way to make another, then a numbered table on a desktop and cards on a phone, and
 * the pages.
 */
export function MyList<T extends { id: number }>(props: Props<T>) {
  const { data, page, pageSize, caption, columns, rowAttributes, card } = props
  const isDesktop = useIsDesktop()
  const firstNumber = data.cnt_total - (page - 1) * pageSize
  const cellClass = (layout: MyListColumn<T>['layout']) => (layout === 'start' ? `${classes.start} ${classes.wrap}` : layout && classes[layout])

  return (
    <Stack gap="md">
      {props.error && (
        <Alert color="red" role="alert" withCloseButton onClose={props.onErrorClose}>
          {props.error}
        </Alert>
      )}
      <Group justify="space-between">
        <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
        {props.action}
      </Group>
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {props.empty}
        </Text>
      ) : isDesktop ? (
        <Table className={classes.table} striped highlightOnHover aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{props.numberHeader}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((row, index) => (
              <Table.Tr key={row.id} {...rowAttributes(row)}>
                <Table.Td>{firstNumber - index}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header} className={cellClass(column.layout)}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <ul className={classes.cards} aria-label={caption}>
          {data.list.map((row) => (
            <li key={row.id} className={classes.card} {...rowAttributes(row)}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700} className={classes.wrap}>
                  {card.title(row)}
                </Text>
                <span className={classes.badge}>{card.badge(row)}</span>
              </Group>
              {card.body(row)}
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={props.onPage} />
    </Stack>
  )
}
