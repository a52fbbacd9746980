import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './label-value-table.module.css'

/** A two-column label/value table (summaries, rules); long values wrap instead of widening the dialog. */
export function LabelValueTable({ rows, labelWidth = 120 }: { rows: readonly (readonly [string, ReactNode])[]; labelWidth?: number }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={labelWidth}>{label}</Table.Th>
            <Table.Td className={classes.value}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
