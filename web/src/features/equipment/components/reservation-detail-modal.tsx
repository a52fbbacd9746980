import { Alert, Loader, Modal, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { StateTimeline } from '@/components/state-timeline'
import { reservationQueryOptions } from '../api/get-reservation'
import { equipmentMessages } from '../messages'
import { ReservationSummaryTable } from './reservation-summary-table'

const messages = equipmentMessages.my

/** One booking in full, with the history of its states as a timeline (who decided is the staff's business). */
export function ReservationDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error } = useQuery(reservationQueryOptions(id))
  return (
    <Modal opened onClose={onClose} title={messages.detailTitle} size="lg" centered closeButtonProps={{ 'aria-label': messages.dismiss }}>
      {error && <Alert color="red">{error.message}</Alert>}
      {!data && !error && <Loader size="sm" />}
      {data && (
        <Stack gap="md">
          <ReservationSummaryTable reservation={data} detailed />
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
        </Stack>
      )}
    </Modal>
  )
}
