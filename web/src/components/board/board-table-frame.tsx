import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import list from './board-list.module.css'

type BoardTableFrameProps = {
  caption: string
  columns: { label: string; className?: string }[]
  children: ReactNode
}

/** A board's desktop table: the hidden caption, the header row and the rows it is given. */
export function BoardTableFrame({ caption, columns, children }: BoardTableFrameProps) {
  return (
    <Table className={list.table} verticalSpacing="sm" highlightOnHover>
      <caption className={list.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} className={column.className}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  )
}
