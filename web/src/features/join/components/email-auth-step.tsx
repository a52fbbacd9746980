import { Alert, Button, Loader, NativeSelect, TextInput } from '@mantine/core'
import { accountRules, emailDomains } from '@contract/account-rules'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { useSendEmailCode } from '../api/send-email-code'
import { useSnsPending } from '../api/get-sns-pending'
import { CUSTOM_DOMAIN, splitEmail } from '../email-address'
import { useJoinFlow } from '../hooks/use-join-flow'
import { joinFlowStore } from '../join-flow-store'
import { joinText } from '../messages'
import { JoinSteps } from './join-steps'
import step from './join-step.module.css'
import classes from './email-auth-step.module.css'

const domainOptions = [...emailDomains.map((domain) => ({ label: domain, value: domain })), { label: joinText.emailDomainCustom, value: CUSTOM_DOMAIN }]

/** Step 2: the address the code goes to, or the one a social sign-in already verified. */
export function EmailAuthStep() {
  const navigate = useNavigate()
  const flow = useJoinFlow()
  const pending = useSnsPending()
  const initial = splitEmail(flow.email)
  const [local, setLocal] = useState(initial.local)
  const [choice, setChoice] = useState(initial.choice)
  const [customDomain, setCustomDomain] = useState(initial.choice === CUSTOM_DOMAIN ? initial.domain : '')
  const [serverError, setServerError] = useState<string | null>(null)
  const send = useSendEmailCode()
  const domain = choice === CUSTOM_DOMAIN ? customDomain.trim() : choice
  const email = `${local.trim()}@${domain}`.toLowerCase()
  const { errors, validate } = useFieldErrors(() => ({
    email: !local.trim() || !domain ? joinText.emailRequired : accountRules.email.pattern.test(email) ? undefined : accountRules.email.message,
  }))
  const error = errors.email ?? serverError

  const verifiedEmail = pending.data?.emailVerified && pending.data.email ? pending.data.email.toLowerCase() : null

  if (pending.isPending) return <Loader aria-label={joinText.emailAuthLoading} className={classes.loader} />

  if (verifiedEmail) {
    const proceed = () => {
      joinFlowStore.chooseEmail(verifiedEmail, { verifiedBySns: true })
      void navigate({ to: '/join/userInfo' })
    }
    return (
      <div className={step.form}>
        <JoinSteps current={1} />
        <TextInput label={joinText.verifiedEmail} value={verifiedEmail} readOnly />
        <Alert color="teal">{joinText.snsVerified(verifiedEmail)}</Alert>
        <div className={step.actions}>
          <Button variant="default" size="md" onClick={() => void navigate({ to: '/join/memberClass' })}>
            {joinText.previous}
          </Button>
          <Button size="md" onClick={proceed}>
            {joinText.next}
          </Button>
        </div>
      </div>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    if (!validate()) return
    send.mutate(email, {
      onSuccess: (sent) => {
        const now = Date.now()
        joinFlowStore.chooseEmail(email, {
          code: { expiresAt: new Date(sent.expiresAt).getTime(), resendAt: now + sent.resendAfterSeconds * 1000 },
        })
        void navigate({ to: '/join/codeAuth' })
      },
      onError: (failure) => {
        // A code for this very address went out moments ago: carry on with it.
        if (failure instanceof ApiError && failure.httpStatus === 429 && flow.email === email && flow.code) {
          void navigate({ to: '/join/codeAuth' })
          return
        }
        setServerError(failure.message)
      },
    })
  }

  return (
    <form onSubmit={submit} className={step.form} noValidate>
      <JoinSteps current={1} />
      <p className={step.intro}>{joinText.emailIntro}</p>
      <div className={classes.address}>
        <TextInput
          label={joinText.emailLocal}
          value={local}
          onChange={(event) => setLocal(event.currentTarget.value.replace(/@.*/, ''))}
          autoComplete="off"
          maxLength={64}
          withAsterisk
          className={classes.local}
        />
        <span className={classes.at} aria-hidden="true">
          @
        </span>
        <TextInput
          label={joinText.emailDomainInput}
          value={choice === CUSTOM_DOMAIN ? customDomain : choice}
          onChange={(event) => setCustomDomain(event.currentTarget.value)}
          disabled={choice !== CUSTOM_DOMAIN}
          placeholder={joinText.emailDomainPlaceholder}
          maxLength={60}
          className={classes.domain}
        />
        <NativeSelect
          label={joinText.emailDomain}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data={domainOptions}
          className={classes.select}
        />
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <div className={step.actions}>
        <Button variant="default" size="md" onClick={() => void navigate({ to: '/join/memberClass' })}>
          {joinText.previous}
        </Button>
        <Button type="submit" size="md" loading={send.isPending}>
          {joinText.sendCode}
        </Button>
      </div>
    </form>
  )
}
