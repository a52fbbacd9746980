import { Alert, Button, Group, Text } from '@mantine/core'
import { accountRules } from '@contract/account-rules'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { CodeInput } from '@/components/code-input'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { formatCountdown, useSecondsUntil } from '@/hooks/use-seconds-until'
import { useCheckEmailCode } from '../api/check-email-code'
import { useSendEmailCode } from '../api/send-email-code'
import { useJoinFlow } from '../hooks/use-join-flow'
import { joinFlowStore } from '../join-flow-store'
import { joinText } from '../messages'
import { JoinSteps } from './join-steps'
import step from './join-step.module.css'
import classes from './code-auth-step.module.css'

/** Step 3: the 6-digit code from the mail, with the 3:00 countdown and a resend. */
export function CodeAuthStep() {
  const navigate = useNavigate()
  const flow = useJoinFlow()
  const email = flow.email ?? ''
  const left = useSecondsUntil(flow.code?.expiresAt ?? 0)
  const resendIn = useSecondsUntil(flow.code?.resendAt ?? 0)
  const [code, setCode] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const { errors, validate, unmark } = useFieldErrors(() => ({ code: accountRules.emailCode.pattern.test(code) ? undefined : accountRules.emailCode.message }))
  const error = errors.code ?? serverError
  const [notice, setNotice] = useState<string | null>(null)
  const check = useCheckEmailCode()
  const resend = useSendEmailCode()
  const expired = left === 0

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    setServerError(null)
    if (!validate()) return
    check.mutate(
      { email, code },
      {
        onSuccess: ({ certToken }) => {
          joinFlowStore.update({ certToken })
          void navigate({ to: '/join/userInfo' })
        },
        onError: (failure) => setServerError(failure.message),
      },
    )
  }

  const sendAgain = () => {
    setServerError(null)
    // The field empties for the new code: its old complaint waits for the next submit.
    unmark('code')
    setNotice(null)
    resend.mutate(email, {
      onSuccess: (sent) => {
        joinFlowStore.update({
          code: { expiresAt: new Date(sent.expiresAt).getTime(), resendAt: Date.now() + sent.resendAfterSeconds * 1000 },
        })
        setCode('')
        setNotice(joinText.resent)
      },
      onError: (failure) => setServerError(failure.message),
    })
  }

  return (
    <form onSubmit={submit} className={step.form} noValidate>
      <JoinSteps current={2} />
      <p className={step.intro}>{joinText.codeIntro(email)}</p>
      <div className={classes.codeRow}>
        <CodeInput
          label={joinText.codeLabel}
          value={code}
          onChange={setCode}
          secondsLeft={left}
          withAsterisk
          className={classes.code}
          classNames={{ input: classes.codeInput }}
        />
        <Button variant="default" onClick={sendAgain} disabled={resendIn > 0} loading={resend.isPending} className={classes.resend}>
          {joinText.resend}
        </Button>
      </div>
      <Group gap="xs" className={classes.status}>
        <Text size="sm" role="timer" aria-live="off">
          {joinText.codeRemaining} {formatCountdown(left)}
        </Text>
        {resendIn > 0 && (
          <Text size="sm" c="dimmed">
            · {joinText.resendIn(resendIn)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {joinText.mailHint}
      </Text>
      {expired && !error && (
        <Alert color="orange" role="alert">
          {joinText.codeExpired}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      <div className={step.actions}>
        <Button variant="default" size="md" onClick={() => void navigate({ to: '/join/emailAuth' })}>
          {joinText.previous}
        </Button>
        <Button type="submit" size="md" loading={check.isPending} disabled={expired}>
          {joinText.verify}
        </Button>
      </div>
    </form>
  )
}
