import { passwordStrength } from '@contract/account-rules'
import { Progress, Text } from '@mantine/core'
import { commonMessages } from '@/config/messages'
import classes from './password-strength.module.css'

const colors = ['gray', 'red', 'orange', 'yellow', 'teal'] as const
const messages = commonMessages.passwordStrength

/**
 * The strength bar under a new password (join, password change), scored by the shared account
 * rules (1–4 once typed; the field's own description states the rule).
 */
export function PasswordStrength({ password }: { password: string }) {
  // A typed password is at least "매우 약함", never "입력 전", however low it scores.
  const score = password ? Math.max(1, passwordStrength(password)) : 0
  const label = `${messages.label}: ${messages.levels[score]}`
  return (
    <div className={classes.strength} aria-live="polite">
      <Progress value={score * 25} color={colors[score]} size="sm" aria-label={label} className={classes.bar} />
      <Text size="xs" c="dimmed" className={classes.text}>
        {label}
      </Text>
    </div>
  )
}
