import { formatSeoulDateTime } from '@contract/date-format'
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { forgetAfterJoin, rememberAfterJoin } from '@/lib/after-join'
import { companyApi, inviteQueryOptions } from '../api/companies'
import { useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'

const { invite: messages } = companyMessages

/**
 * /myPage/company/invite?token=: the link of an invite mail. A guest sees which company invited them
 * and signs in or up and comes back here; a member accepts and joins as 구성원.
 */
export function InvitePage({ token }: { token?: string }) {
  const auth = useAuth()
  const view = useQuery({ ...inviteQueryOptions(token ?? ''), enabled: Boolean(token) })
  const [result, setResult] = useState<{ message: string; isError: boolean } | null>(null)
  const accept = useCompanyAction(
    () => companyApi.acceptInvite(token ?? ''),
    (message, isError) => setResult({ message, isError }),
    () => {
      forgetAfterJoin()
      return messages.accepted(view.data?.companyName ?? '')
    },
  )

  if (!token) return <Alert color="red">{messages.noToken}</Alert>
  if (view.isPending) return <Loader />
  if (view.error) return <Alert color="red">{view.error.message}</Alert>
  const invite = view.data
  const here = `/myPage/company/invite?token=${encodeURIComponent(token)}`
  const joined = result && !result.isError

  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <Text fw={700} size="xl">
          {invite.companyName}
        </Text>
        <Text size="sm">{messages.invited(invite.companyName, invite.email)}</Text>
        {invite.state !== 'pending' ? (
          <Alert color="gray">{messages.closed[invite.state]}</Alert>
        ) : joined ? null : auth.isLogin ? (
          <Button size="md" loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
            {messages.accept(invite.companyName)}
          </Button>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {messages.guest}
            </Text>
            <Group justify="center">
              <Button renderRoot={(props) => <Link to="/login" search={{ redirect: here }} {...props} />}>{messages.login}</Button>
              <Button variant="default" onClick={() => rememberAfterJoin(here)} renderRoot={(props) => <Link to="/join/memberClass" {...props} />}>
                {messages.join}
              </Button>
            </Group>
          </>
        )}
        {invite.state === 'pending' && !joined && (
          <Text size="xs" c="dimmed">
            {messages.expiresAt(formatSeoulDateTime(invite.expiresAt))}
          </Text>
        )}
        {result && (
          <Alert color={result.isError ? 'red' : 'teal'} role="status" w="100%">
            {result.message}
          </Alert>
        )}
        {joined && (
          <Button variant="light" renderRoot={(props) => <Link to="/myPage/company" search={{}} {...props} />}>
            {messages.toCompany}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
