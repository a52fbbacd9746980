import { Alert, Divider, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { myCompanyQueryOptions } from '@/lib/queries/my-company'
import { toastDone } from '@/lib/toast'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { CompanyActivity } from './company-activity'
import { CompanyMembers } from './company-members'
import { CompanyProfileSection } from './company-profile'
import { CompanyInvites, JoinRequests } from './company-requests'
import { CompanyStart } from './company-start'
import { FamilyApplicationModal } from './family-application-modal'
import { FamilySection } from './family-section'

/**
 * /myPage/company: without a company, the way to register or join one; with one, its record,
 * members, requests and invites (관리자), what members filed for it, and its 가족회사 state.
 * `?family=` opens a 가족회사 application's detail over the page.
 */
export function MyCompanyPage({ familyId }: { familyId?: number }) {
  const navigate = useNavigate()
  const summary = useQuery(myPageSummaryQueryOptions())
  const mine = useQuery(myCompanyQueryOptions())
  // A refusal stays at the top of the page; a success is a toast.
  const [failure, setFailure] = useState<string | null>(null)
  const notify = useCallback((message: string, isError: boolean) => {
    setFailure(isError ? message : null)
    if (!isError) toastDone(message)
  }, [])

  if (summary.error ?? mine.error) return <Alert color="red">{(summary.error ?? mine.error)?.message}</Alert>
  if (!summary.data || !mine.data) return <Loader />
  const data = mine.data
  const isManager = data.role === 'manager'

  return (
    <Stack gap="xl">
      <Text role="status" aria-live="polite" c="red" size="sm" mih={20} data-testid="company-notice">
        {failure}
      </Text>
      {!data.company ? (
        <CompanyStart summary={summary.data} data={data} notify={notify} />
      ) : (
        <>
          <CompanyProfileSection company={data.company} role={data.role} notify={notify} />
          <Divider />
          <CompanyMembers members={data.members} role={data.role} notify={notify} />
          {isManager && (
            <>
              <JoinRequests rows={data.joinRequests} notify={notify} />
              <CompanyInvites rows={data.invites} notify={notify} />
            </>
          )}
          <Divider />
          <CompanyActivity activity={data.activity} />
          <Divider />
          <FamilySection summary={summary.data} role={data.role} notify={notify} />
        </>
      )}
      {familyId !== undefined && <FamilyApplicationModal id={familyId} onClose={() => void navigate({ to: '/myPage/company', search: {} })} />}
    </Stack>
  )
}
