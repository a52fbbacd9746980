import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { transferRequestQueryOptions } from '../api/transfer-requests'
import { applicationMessages } from '../messages'
import { type TransferTechnology, TransferRequestForm } from './transfer-request-form'

const { form } = applicationMessages

/** A request staff sent back: the form filled with it, under the reason they gave. */
function ResubmitForm({ technology, id }: { technology: TransferTechnology; id: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const { data: request } = useSuspenseQuery(transferRequestQueryOptions(id))
  if (!request.canResubmit) {
    return (
      <Alert color="gray" title={form.notRevision}>
        <Group mt="sm">
          <Button variant="default" renderRoot={(props) => <Link to="/myPage/transfer" search={{ id }} {...props} />}>
            {form.backToMine}
          </Button>
        </Group>
      </Alert>
    )
  }
  const reason = request.history.findLast((entry) => entry.state === 'revision')?.reason
  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" title={form.revisionTitle}>
        {reason && <Text size="sm">{reason}</Text>}
        <Text size="sm" mt={4}>
          {form.revisionNote}
        </Text>
      </Alert>
      <TransferRequestForm technology={technology} profile={profile} request={request} />
    </Stack>
  )
}

function NewRequestForm({ technology }: { technology: TransferTechnology }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  return <TransferRequestForm technology={technology} profile={profile} />
}

/** /cooperation/techTransferApply?id=: a new 기술상담 신청, or with `&request=` the resubmission of one. */
export function TransferRequestPage({ technology, requestId }: { technology: TransferTechnology; requestId?: number }) {
  return requestId ? <ResubmitForm technology={technology} id={requestId} /> : <NewRequestForm technology={technology} />
}
