import type { CompanyMemberRow, CompanyRole } from '@contract/companies'
import { Badge, Button, Group } from '@mantine/core'
import { formatDate } from '@/utils/format-date'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { ConfirmButton } from './confirm-button'
import { type CompanyColumn, CompanyTable } from './company-table'
import { CompanySection } from './company-section'

const { members: messages } = companyMessages

const columns: CompanyColumn<CompanyMemberRow>[] = [
  { header: messages.name, cell: (member) => `${member.name}${member.isMe ? ` ${messages.me}` : ''}` },
  { header: messages.email, cell: (member) => member.email ?? '-' },
  {
    header: messages.role,
    cell: (member) => (
      <Badge variant={member.role === 'manager' ? 'filled' : 'light'} radius="sm">
        {member.roleLabel}
      </Badge>
    ),
  },
  { header: messages.joinedAt, cell: (member) => formatDate(member.joinedAt) },
]

type Props = { members: CompanyMemberRow[]; role: CompanyRole | null; notify: Notify }

/**
 * Who belongs to the company and as what. A 관리자 hands the role on or takes it back and removes
 * members; everyone may leave. Whether the company keeps a 관리자 is the server's rule, and its
 * message says what to do.
 */
export function CompanyMembers({ members, role, notify }: Props) {
  const changeRole = useCompanyAction(
    ({ userId, role: next }: { userId: number; role: CompanyRole }) => companyApi.changeRole(userId, next),
    notify,
    () => messages.roleChanged,
  )
  const remove = useCompanyAction(companyApi.removeMember, notify, () => messages.removed)
  const leave = useCompanyAction(companyApi.leave, notify, () => messages.left)

  const manage: CompanyColumn<CompanyMemberRow> = {
    header: messages.actions,
    cell: (member) => (
      <Group gap={4} wrap="nowrap">
        <Button
          variant="light"
          size="compact-xs"
          loading={changeRole.isPending && changeRole.variables.userId === member.userId}
          onClick={() => changeRole.mutate({ userId: member.userId, role: member.role === 'manager' ? 'member' : 'manager' })}
        >
          {member.role === 'manager' ? messages.makeMember : messages.makeManager}
        </Button>
        {!member.isMe && (
          <ConfirmButton
            label={messages.remove}
            question={messages.removeConfirm(member.name)}
            onConfirm={() => remove.mutate(member.userId)}
            loading={remove.isPending && remove.variables === member.userId}
            variant="subtle"
            color="red"
            size="compact-xs"
          />
        )}
      </Group>
    ),
  }

  return (
    <CompanySection
      id="company-members-title"
      title={messages.title}
      action={
        <ConfirmButton
          label={messages.leave}
          question={messages.leaveConfirm}
          onConfirm={() => leave.mutate(undefined)}
          loading={leave.isPending}
          variant="default"
          size="xs"
        />
      }
    >
      <CompanyTable
        caption={messages.caption}
        empty=""
        rows={members}
        columns={role === 'manager' ? [...columns, manage] : columns}
        rowKey={(member) => member.userId}
        rowAttributes={(member) => ({ 'data-member-id': member.userId })}
        minWidth={560}
      />
    </CompanySection>
  )
}
