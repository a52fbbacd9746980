import { Button, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { DetailModal } from '@/components/detail-modal'
import { StateTimeline } from '@/components/state-timeline'
import { reservationQueryOptions } from '../api/get-reservation'
import { equipmentMessages } from '../messages'
import { QuoteTable } from './quote-table'
import { ReservationSummaryTable } from './reservation-summary-table'

const messages = equipmentMessages.my

/** One booking in full, with the history of its states as a timeline (who decided is the staff's business). */
export function ReservationDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(reservationQueryOptions(id))
  return (
    <DetailModal title={messages.detailTitle} closeLabel={messages.dismiss} query={query} onClose={onClose}>
      {(data) => (
        <>
          <ReservationSummaryTable reservation={data} detailed />
          {data.pricing && (
            <>
              <Text fw={700}>{equipmentMessages.quote.title}</Text>
              <QuoteTable quote={data.pricing} />
            </>
          )}
          {data.statementNo && (
            <Button variant="light" renderRoot={(props) => <Link to="/myPage/equ/statement" search={{ id: data.id }} {...props} />}>
              {messages.statement}
            </Button>
          )}
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
        </>
      )}
    </DetailModal>
  )
}
