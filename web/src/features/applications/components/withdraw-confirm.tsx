import { Alert, Button, Group, Text } from '@mantine/core'

type Props = {
  title: string
  body: string
  confirmLabel: string
  dismissLabel: string
  /** The server's refusal, e.g. a course that has started meanwhile. */
  error: string | null
  pending: boolean
  onDismiss: () => void
  onConfirm: () => void
}

/** The last question before a member withdraws an application, inside its detail dialog. */
export function WithdrawConfirm({ title, body, confirmLabel, dismissLabel, error, pending, onDismiss, onConfirm }: Props) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Text size="sm">{body}</Text>
      {error && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="xs" onClick={onDismiss}>
          {dismissLabel}
        </Button>
        <Button color="red" size="xs" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  )
}
