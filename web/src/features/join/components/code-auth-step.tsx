import { Alert, Button, Group, Text, TextInput } from '@mantine/core'
import { accountRules } from '@contract/account-rules'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { useCheckEmailCode } from '../api/check-email-code'
import { useSendEmailCode } from '../api/send-email-code'
import { useJoinFlow } from '../hooks/use-join-flow'
import { useSecondsUntil } from '../hooks/use-seconds-until'
import { joinFlowStore } from '../join-flow-store'
import { joinText } from '../messages'
import { JoinSteps } from './join-steps'
import step from './join-step.module.css'
import classes from './code-auth-step.module.css'

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

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
        <TextInput
          label={joinText.codeLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          className={classes.code}
          classNames={{ input: classes.codeInput }}
          rightSection={
            <Text component="span" size="sm" fw={700} c={expired ? 'red' : 'brand'} aria-hidden="true">
              {mmss(left)}
            </Text>
          }
          rightSectionWidth={64}
        />
        <Button variant="default" onClick={sendAgain} disabled={resendIn > 0} loading={resend.isPending} className={classes.resend}>
          {joinText.resend}
        </Button>
      </div>
      <Group gap="xs" className={classes.status}>
        <Text size="sm" role="timer" aria-live="off">
          {joinText.codeRemaining} {mmss(left)}
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
