import { useSuspenseQuery } from '@tanstack/react-query'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { advisoryRequestQueryOptions } from '../api/get-my-applications'
import type { ApplicationFormSearch } from '../lib/application-search'
import { AdvisoryRequestForm } from './advisory-request-form'
import { RevisionGate } from './revision-gate'

/** A request staff sent back: the form filled with it. */
function ResubmitForm({ id }: { id: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const { data: request } = useSuspenseQuery(advisoryRequestQueryOptions(id))
  return (
    <RevisionGate id={id} request={request} mine="/myPage/tech">
      <AdvisoryRequestForm profile={profile} request={request} />
    </RevisionGate>
  )
}

function NewRequestForm({ expertId }: { expertId?: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  return <AdvisoryRequestForm profile={profile} expertId={expertId} />
}

/** /cooperation/application: a new advisory request, or with `?id=` the resubmission of one. */
export function AdvisoryRequestPage({ search }: { search: ApplicationFormSearch }) {
  return search.id ? <ResubmitForm id={search.id} /> : <NewRequestForm expertId={search.expertId} />
}
