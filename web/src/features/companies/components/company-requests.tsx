import { accountRules } from '@contract/account-rules'
import type { CompanyInviteRow, CompanyJoinRequestRow } from '@contract/companies'
import { formatSeoulDateTime } from '@contract/date-format'
import { Badge, Button, Group, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { formatDate } from '@/utils/format-date'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { type CompanyColumn, CompanyTable } from './company-table'
import { CompanySection } from './company-section'

const { requests, invites } = companyMessages

/** Members-to-be who asked to join: the 관리자 approves or refuses (both get a mail). */
export function JoinRequests({ rows, notify }: { rows: CompanyJoinRequestRow[]; notify: Notify }) {
  const decide = useCompanyAction(
    ({ id, approve }: { id: number; approve: boolean }) => companyApi.decideJoin(id, approve),
    notify,
    ({ approve }) => (approve ? requests.approved : requests.refused),
  )
  const columns: CompanyColumn<CompanyJoinRequestRow>[] = [
    { header: requests.name, cell: (row) => row.userName },
    { header: requests.email, cell: (row) => row.email ?? '-' },
    { header: requests.requestedAt, cell: (row) => formatDate(row.requestedAt) },
    {
      header: companyMessages.members.actions,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" onClick={() => decide.mutate({ id: row.id, approve: true })} loading={decide.isPending && decide.variables.id === row.id}>
            {requests.approve}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => decide.mutate({ id: row.id, approve: false })} disabled={decide.isPending}>
            {requests.refuse}
          </Button>
        </Group>
      ),
    },
  ]
  return (
    <CompanySection id="join-requests-title" title={requests.title}>
      <CompanyTable
        caption={requests.caption}
        empty={requests.none}
        rows={rows.filter((row) => row.state === 'pending')}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-request-id': row.id })}
        minWidth={520}
      />
    </CompanySection>
  )
}

/** Colleagues invited by e-mail: a new invite, and the ones sent, cancellable while they wait. */
export function CompanyInvites({ rows, notify }: { rows: CompanyInviteRow[]; notify: Notify }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useCompanyAction(companyApi.invite, notify, (sentTo) => invites.sent(sentTo))
  const cancel = useCompanyAction(companyApi.cancelInvite, notify, () => invites.cancelled)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!accountRules.email.pattern.test(address)) return setError(invites.emailInvalid)
    setError(null)
    send.mutate(address, { onSuccess: () => setEmail('') })
  }
  const columns: CompanyColumn<CompanyInviteRow>[] = [
    { header: invites.email, cell: (row) => row.email },
    { header: invites.invitedAt, cell: (row) => formatDate(row.invitedAt) },
    { header: invites.expiresAt, cell: (row) => formatSeoulDateTime(row.expiresAt) },
    {
      header: invites.state,
      cell: (row) => (
        <Badge variant="light" color={row.state === 'pending' ? 'blue' : 'gray'} radius="sm">
          {invites.states[row.state]}
        </Badge>
      ),
    },
    {
      header: companyMessages.members.actions,
      cell: (row) =>
        row.state === 'pending' && (
          <Button size="compact-xs" variant="default" onClick={() => cancel.mutate(row.id)} loading={cancel.isPending && cancel.variables === row.id}>
            {invites.cancel}
          </Button>
        ),
    },
  ]

  return (
    <CompanySection id="invites-title" title={invites.title} intro={invites.intro}>
      <form onSubmit={submit} noValidate aria-label={invites.title}>
        <Group align="flex-start" gap="xs">
          <TextInput
            label={invites.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            maxLength={254}
            w={300}
          />
          <Button type="submit" mt={25} loading={send.isPending}>
            {invites.send}
          </Button>
        </Group>
      </form>
      <CompanyTable
        caption={invites.caption}
        empty={invites.none}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-invite-id': row.id })}
        minWidth={560}
      />
    </CompanySection>
  )
}
