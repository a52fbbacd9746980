import type { HistoryEntry } from '@contract/applications'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type RevisionGateProps = {
  id: number
  request: { canResubmit: boolean; history: HistoryEntry[] }
  /** The my-page list the request belongs to, for the way back when it is no longer sent back. */
  mine: '/myPage/tech' | '/myPage/transfer'
  children: ReactNode
}

/** A request staff sent back: its form under the reason they gave, or the way back once it is no longer 보완요청. */
export function RevisionGate({ id, request, mine, children }: RevisionGateProps) {
  if (!request.canResubmit) {
    return (
      <Alert color="gray" title={form.notRevision}>
        <Group mt="sm">
          <Button variant="default" renderRoot={(props) => <Link to={mine} search={{ id }} {...props} />}>
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
      {children}
    </Stack>
  )
}
