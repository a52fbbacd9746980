import { Progress, Text } from '@mantine/core'
import { passwordStrength } from '@contract/account-rules'
import { joinText } from '../messages'
import classes from './password-strength.module.css'

const colors = ['gray', 'red', 'orange', 'yellow', 'teal'] as const

/** The strength bar under the password: the same score the rules module computes. */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password)
  const label = `${joinText.strengthLabel}: ${joinText.strength[score]}`
  return (
    <div className={classes.strength}>
      <Progress value={score * 25} color={colors[score]} size="sm" aria-label={label} className={classes.bar} />
      <Text size="xs" c="dimmed" className={classes.text}>
        {label}
      </Text>
    </div>
  )
}
