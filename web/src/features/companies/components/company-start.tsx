import type { MyCompanyData } from '@contract/companies'
import type { MyPageSummary } from '@contract/auth'
import { Alert, Anchor, Paper, Stack, Tabs, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { CompanyForm } from './company-form'
import { CompanyJoin } from './company-join'

const { start, form } = companyMessages

type Props = { summary: MyPageSummary; data: MyCompanyData; notify: Notify }

/** /myPage/company without a company: a 기업회원 registers one or asks to join; others learn how to become one. */
export function CompanyStart({ summary, data, notify }: Props) {
  const register = useCompanyAction(companyApi.register, notify, () => start.registered, true)

  if (summary.memberClass !== 'company') {
    return (
      <Alert color="gray" variant="light" data-testid="not-company-class">
        <Stack gap="xs">
          <Text size="sm">{start.notCompanyClass(summary.memberClassLabel)}</Text>
          <Anchor component={Link} to="/myPage/myInfo" size="sm">
            {start.changeClass}
          </Anchor>
        </Stack>
      </Alert>
    )
  }

  return (
    <Stack gap="md">
      <Text size="sm">{start.intro}</Text>
      <Tabs defaultValue={data.myJoinRequest?.state === 'pending' ? 'join' : 'register'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="register">{start.register}</Tabs.Tab>
          <Tabs.Tab value="join">{start.join}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register" pt="md">
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed" mb="sm">
              {start.registerIntro}
            </Text>
            <CompanyForm
              submitLabel={form.submitRegister}
              onSubmit={(input) => register.mutate(input)}
              submitting={register.isPending}
              error={register.error?.message ?? null}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="join" pt="md">
          <CompanyJoin myJoinRequest={data.myJoinRequest} notify={notify} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
