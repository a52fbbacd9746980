import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { advisoryRequestQueryOptions } from '../api/get-my-applications'
import type { ApplicationFormSearch } from '../lib/application-search'
import { applicationMessages } from '../messages'
import { AdvisoryRequestForm } from './advisory-request-form'

const { form } = applicationMessages

/** A request staff sent back: the form filled with it, under the reason they gave. */
function ResubmitForm({ id }: { id: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const { data: request } = useSuspenseQuery(advisoryRequestQueryOptions(id))
  if (!request.canResubmit) {
    return (
      <Alert color="gray" title={form.notRevision}>
        <Group mt="sm">
          <Button variant="default" renderRoot={(props) => <Link to="/myPage/tech" search={{ id }} {...props} />}>
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
      <AdvisoryRequestForm profile={profile} request={request} />
    </Stack>
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
