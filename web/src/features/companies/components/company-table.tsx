import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './company-table.module.css'

export type CompanyColumn<T> = { header: string; cell: (row: T) => ReactNode }

type Props<T> = {
  caption: string
  /** What the table says when it has no rows. */
  empty: string
  rows: readonly T[]
  columns: readonly CompanyColumn<T>[]
  rowKey: (row: T) => string | number
  rowAttributes?: (row: T) => Record<`data-${string}`, string | number>
  /** Below this width the table scrolls sideways instead of squeezing (phones). */
  minWidth: number
}

/** The members, requests, invites and activity of a company: a captioned table, or why it is empty. */
export function CompanyTable<T>({ caption, empty, rows, columns, rowKey, rowAttributes, minWidth }: Props<T>) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )
  return (
    // Scrolls sideways on a phone, so it must be reachable by keyboard even when no cell holds a control (axe: scrollable-region-focusable).
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}>
      <Table striped withTableBorder aria-label={caption} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
