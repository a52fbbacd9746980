import type { MyPageSummary } from '@contract/auth'
import type { CompanyRole, FamilyMembershipSummary } from '@contract/companies'
import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LabelValueTable } from '@/components/label-value-table'
import { formatDateRange } from '@/utils/format-date'
import { familyMembershipQueryOptions } from '../api/companies'
import type { Notify } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { CompanySection } from './company-section'
import { FamilyApplyForm } from './family-apply-form'

const { family } = companyMessages

/** The 관리자 is warned this many days before the agreement ends, as the expiry mail is. */
const EXPIRY_WARNING_DAYS = 30

function MembershipCard({ membership }: { membership: FamilyMembershipSummary }) {
  const expired = membership.state === 'expired'
  return (
    <Paper withBorder p="md" data-testid="family-membership">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={expired ? 'gray' : 'grape'} radius="sm" size="lg">
            {family.member(membership.tierName)}
          </Badge>
          {!expired && <Text size="sm">{family.daysLeft(membership.daysLeft)}</Text>}
        </Group>
        <LabelValueTable
          rows={[
            [family.period, formatDateRange(membership.startDate, membership.endDate)],
            [family.agreementNo, membership.agreementNo],
          ]}
        />
        {expired ? (
          <Alert color="gray">{family.expired}</Alert>
        ) : (
          membership.daysLeft <= EXPIRY_WARNING_DAYS && (
            <Alert color="orange" role="alert">
              {family.expiring(membership.daysLeft)}
            </Alert>
          )
        )}
      </Stack>
    </Paper>
  )
}

type Props = { summary: MyPageSummary; role: CompanyRole | null; notify: Notify }

/**
 * The company's 가족회사 state: the membership, the latest application (its detail opens over the
 * page), and for the 관리자 the application form while one may be made.
 */
export function FamilySection({ summary, role, notify }: Props) {
  const view = useQuery(familyMembershipQueryOptions())
  const applicationId = view.data?.application?.id
  return (
    <CompanySection id="family-title" title={family.title}>
      {view.isPending && <Loader size="sm" />}
      {view.error && <Alert color="red">{view.error.message}</Alert>}
      {view.data && (
        <>
          {view.data.membership && <MembershipCard membership={view.data.membership} />}
          {applicationId !== undefined && view.data.application && (
            <Group gap="sm" data-testid="family-application">
              <Text size="sm">
                {family.latest}: {family.latestLine(view.data.application.applicationNo, view.data.application.stateLabel)}
              </Text>
              <Anchor size="sm" renderRoot={(props) => <Link to="/myPage/company" search={{ family: applicationId }} {...props} />}>
                {family.detail}
              </Anchor>
            </Group>
          )}
          {role !== 'manager' ? (
            !view.data.membership && (
              <Text size="sm" c="dimmed">
                {family.onlyManager}
              </Text>
            )
          ) : view.data.canApply ? (
            <Paper withBorder p="md">
              <FamilyApplyForm tiers={view.data.tiers} summary={summary} notify={notify} />
            </Paper>
          ) : (
            view.data.refusal && (
              <Text size="sm" c="dimmed">
                {view.data.refusal}
              </Text>
            )
          )}
        </>
      )}
    </CompanySection>
  )
}
