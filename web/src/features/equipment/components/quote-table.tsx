import type { EquipmentQuote } from '@contract/equipment'
import { Table } from '@mantine/core'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.quote

/** The price of a booking: fee × units, the 가족회사 discount when there is one, and the total. */
export function QuoteTable({ quote }: { quote: EquipmentQuote }) {
  return (
    <Table withTableBorder variant="vertical" aria-label={messages.caption} data-testid="equipment-quote">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={140}>{messages.base}</Table.Th>
          <Table.Td>{messages.baseLine(quote.unitFee, quote.feeUnit, quote.units, quote.baseAmount)}</Table.Td>
        </Table.Tr>
        {quote.benefit && (
          <Table.Tr data-testid="quote-discount">
            <Table.Th>{quote.benefit.label}</Table.Th>
            <Table.Td>{messages.discount(quote.discountAmount)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th>{messages.total}</Table.Th>
          <Table.Td fw={700} data-testid="quote-total">
            {messages.won(quote.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  )
}
