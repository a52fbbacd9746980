import { type CompanyLookup, type MyCompanyData, normalizeBusinessNumber } from '@contract/companies'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDate } from '@/utils/format-date'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { BusinessNumberInput, businessNumberError } from './business-number-input'

const { join } = companyMessages

/** The member's open request to join, with the way to take it back. */
function PendingJoinRequest({ request, notify }: { request: NonNullable<MyCompanyData['myJoinRequest']>; notify: Notify }) {
  const cancel = useCompanyAction(companyApi.cancelJoin, notify, () => join.cancelled)
  return (
    <Paper withBorder p="md" data-testid="my-join-request">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{join.pending(request.companyName, formatDate(request.requestedAt))}</Text>
        <Button variant="default" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate(request.id)}>
          {join.cancel}
        </Button>
      </Group>
    </Paper>
  )
}

/**
 * Asking to join a registered company: the number finds the company, whose name and 대표자 the member
 * sees before the request goes to its 관리자.
 */
export function CompanyJoin({ myJoinRequest, notify }: { myJoinRequest: MyCompanyData['myJoinRequest']; notify: Notify }) {
  const [number, setNumber] = useState('')
  const [found, setFound] = useState<CompanyLookup | null>(null)
  const [checked, setChecked] = useState(false)
  const lookup = useMutation({ mutationFn: () => companyApi.lookup(normalizeBusinessNumber(number)), onSuccess: setFound })
  const send = useCompanyAction(
    () => companyApi.requestJoin(normalizeBusinessNumber(number)),
    notify,
    () => join.sent,
  )

  if (myJoinRequest?.state === 'pending') return <PendingJoinRequest request={myJoinRequest} notify={notify} />

  const invalid = checked ? businessNumberError(number) : null
  const search = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    setFound(null)
    if (!businessNumberError(number)) lookup.mutate()
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {join.intro}
      </Text>
      <form onSubmit={search} noValidate aria-label={join.lookup}>
        <Group align="flex-end" gap="xs">
          <BusinessNumberInput
            value={number}
            onChange={(value) => {
              setNumber(value)
              setFound(null)
            }}
            error={invalid}
          />
          <Button type="submit" variant="light" loading={lookup.isPending}>
            {join.lookup}
          </Button>
        </Group>
      </form>
      {lookup.error && !found && (
        <Alert color="red" role="alert">
          {lookup.error.message}
        </Alert>
      )}
      {found && (
        <Paper withBorder p="md" aria-label={join.found} data-testid="found-company">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text fw={700}>{found.name}</Text>
              <Text size="sm" c="dimmed">
                {join.ceo} {found.ceo}
              </Text>
            </div>
            <Button loading={send.isPending} onClick={() => send.mutate(undefined)}>
              {join.send}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  )
}
