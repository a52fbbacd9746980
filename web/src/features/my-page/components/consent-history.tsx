import type { ConsentKind, ConsentStatus } from '@contract/privacy'
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/queries/query-keys'
import { formatDateTime } from '@/utils/format-date'
import { consentsQueryOptions, giveConsent } from '../api/consents'
import { myPageMessages } from '../messages'

const messages = myPageMessages.consents

type Props = { onNotice: (message: string, isError: boolean) => void; onError: (error: unknown) => void }

const statusText = (status: ConsentStatus) => {
  if (status.kind === 'marketing') return status.agreed ? messages.agreed : messages.notAgreed
  return status.agreedVersion ? messages.agreedVersion(status.agreedVersion) : messages.noRecord
}

/** 약관 동의 내역: where each consent stands, 동의 to a term's new version, and every recorded change. */
export function ConsentHistory({ onNotice, onError }: Props) {
  const queryClient = useQueryClient()
  const consents = useQuery(consentsQueryOptions())
  const agree = useMutation({
    mutationFn: (kind: ConsentKind) => giveConsent(kind, true),
    onSuccess: (overview, kind) => {
      queryClient.setQueryData(queryKeys.mypage.consents(), overview)
      onNotice(messages.agreedNow(overview.status.find((status) => status.kind === kind)?.kindLabel ?? ''), false)
    },
    onError,
  })

  if (consents.isPending) return <Loader size="sm" />
  if (consents.error) return <Alert color="red">{consents.error.message}</Alert>
  const { status, history } = consents.data

  return (
    <Stack gap="sm" component="section" aria-labelledby="consents-title">
      <Text fw={600} size="sm" id="consents-title">
        {messages.title}
      </Text>
      <Text size="sm" c="dimmed">
        {messages.intro}
      </Text>
      <Stack gap={6}>
        {status.map((each) => (
          <Group key={each.kind} gap="sm" wrap="wrap" data-testid={`consent-${each.kind}`}>
            <Text size="sm" fw={600} miw={140}>
              {each.kindLabel}
            </Text>
            <Badge variant="light" color={each.agreed ? 'brand' : 'gray'}>
              {statusText(each)}
            </Badge>
            {each.needsConsent && each.currentVersion && (
              <>
                <Text size="xs" c="orange.8">
                  {messages.newVersion(each.currentVersion)}
                </Text>
                <Button size="compact-xs" loading={agree.isPending && agree.variables === each.kind} onClick={() => agree.mutate(each.kind)}>
                  {messages.agree(each.currentVersion)}
                </Button>
              </>
            )}
          </Group>
        ))}
      </Stack>
      <Text fw={600} size="sm" mt="xs">
        {messages.history}
      </Text>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noHistory}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.at}</Table.Th>
                <Table.Th>{messages.kind}</Table.Th>
                <Table.Th>{messages.version}</Table.Th>
                <Table.Th>{messages.choice}</Table.Th>
                <Table.Th>{messages.source}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry, index) => (
                <Table.Tr key={`${entry.at}-${entry.kind}-${index}`}>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.kindLabel}</Table.Td>
                  <Table.Td>{entry.termsVersion ?? '-'}</Table.Td>
                  <Table.Td>{entry.agreed ? messages.agreed : messages.withdrawn}</Table.Td>
                  <Table.Td>{entry.sourceLabel}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
