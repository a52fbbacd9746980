import type { EquipmentQuote } from '@contract/equipment'
import { quoteLineText } from '@contract/equipment-quote'
import { Table, Text } from '@mantine/core'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.quote

/**
 * The price of a booking as the server computed it: 요금 구분 (and why, before booking), then its lines —
 * base × units, the discount, the minimum charge, supply and VAT, the total.
 */
export function QuoteTable({ quote }: { quote: EquipmentQuote }) {
  return (
    <Table withTableBorder variant="vertical" aria-label={messages.caption} data-testid="equipment-quote">
      <Table.Tbody>
        <Table.Tr data-testid="quote-user-type">
          <Table.Th w={160}>{messages.userType}</Table.Th>
          <Table.Td>
            {quote.userTypeLabel}
            {quote.userTypeReason && (
              <Text size="xs" c="dimmed">
                {quote.userTypeReason}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
        {quote.lines.map((line) => (
          <Table.Tr key={line.kind} data-testid={`quote-${line.kind}`}>
            <Table.Th>{line.label}</Table.Th>
            <Table.Td fw={line.kind === 'total' ? 700 : undefined}>{quoteLineText(line)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
