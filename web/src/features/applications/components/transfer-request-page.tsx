import { useSuspenseQuery } from '@tanstack/react-query'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { transferRequestQueryOptions } from '../api/transfer-requests'
import { RevisionGate } from './revision-gate'
import { type TransferTechnology, TransferRequestForm } from './transfer-request-form'

/** A request staff sent back: the form filled with it. */
function ResubmitForm({ technology, id }: { technology: TransferTechnology; id: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const { data: request } = useSuspenseQuery(transferRequestQueryOptions(id))
  return (
    <RevisionGate id={id} request={request} mine="/myPage/transfer">
      <TransferRequestForm technology={technology} profile={profile} request={request} />
    </RevisionGate>
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
