import { passwordStrength } from '@contract/account-rules'
import { Group, Progress, Text } from '@mantine/core'
import { myPageMessages } from '../messages'

const messages = myPageMessages.password
const colors = ['gray', 'red', 'orange', 'yellow', 'teal'] as const

/** The strength bar under a new password (rules.ts scores it 0–4). */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password)
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <Progress value={score * 25} color={colors[score]} w={160} aria-label={messages.strength} />
      <Text size="xs" c="dimmed">
        {score > 0 ? `${messages.strength}: ${messages.strengthLevels[score]}` : messages.rule}
      </Text>
    </Group>
  )
}
