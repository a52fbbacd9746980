import { accountRules, emailDomains } from '@contract/account-rules'
import { Button, Group, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { CodeInput } from '@/components/code-input'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { checkChangeEmailCode, sendChangeEmailCode } from '../api/change-email-cert'
import { DIRECT_INPUT, type EmailParts, joinEmail } from '../lib/email-parts'
import { myPageMessages } from '../messages'

const messages = myPageMessages.info

export type EmailCert = { email: string; certToken: string }

type Props = {
  original: string
  parts: EmailParts
  onParts: (parts: EmailParts) => void
  cert: EmailCert | null
  onCert: (cert: EmailCert) => void
}

const domainOptions = [...emailDomains.map((domain) => ({ value: domain, label: domain })), { value: DIRECT_INPUT, label: messages.directInput }]

/**
 * 이메일 in parts (local @ domain, 직접입력 for other domains). A changed address is proven with a
 * 6-digit code before the profile can be saved with it.
 */
export function EmailChangeField({ original, parts, onParts, cert, onCert }: Props) {
  const email = joinEmail(parts)
  const changed = email !== original.toLowerCase()
  const verified = changed && cert?.email === email
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { errors, validate, unmark } = useFieldErrors(() => ({
    email: accountRules.email.pattern.test(email) ? undefined : accountRules.email.message,
    code: accountRules.emailCode.pattern.test(code) ? undefined : accountRules.emailCode.message,
  }))
  const [notice, setNotice] = useState<string | null>(null)

  const send = useMutation({
    mutationFn: () => sendChangeEmailCode(email),
    onSuccess: () => {
      setSentTo(email)
      // A fresh code is yet to be typed: the old one's complaint no longer applies.
      setCode('')
      unmark('code')
      setError(null)
      setNotice(messages.codeSent(email))
    },
    onError: (failure: Error) => setError(failure.message),
  })
  const check = useMutation({
    mutationFn: () => checkChangeEmailCode(email, code),
    onSuccess: (data) => {
      onCert({ email: data.email, certToken: data.certToken })
      setError(null)
      setNotice(messages.emailVerified)
    },
    onError: (failure: Error) => setError(failure.message),
  })

  const requestCode = () => {
    setError(null)
    if (validate('email')) send.mutate()
  }
  const confirmCode = () => {
    setError(null)
    if (validate('code')) check.mutate()
  }

  return (
    <Input.Wrapper label={messages.email} id="email-group" error={errors.email ?? errors.code ?? error}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" role="group" aria-labelledby="email-group-label">
          <TextInput
            aria-label={messages.emailLocal}
            value={parts.local}
            onChange={(event) => onParts({ ...parts, local: event.currentTarget.value })}
            autoComplete="off"
          />
          <Text aria-hidden="true">@</Text>
          {parts.domainChoice === DIRECT_INPUT && (
            <TextInput
              aria-label={messages.emailDomain}
              value={parts.customDomain}
              onChange={(event) => onParts({ ...parts, customDomain: event.currentTarget.value })}
            />
          )}
          <NativeSelect
            aria-label={messages.emailDomainSelect}
            data={domainOptions}
            value={parts.domainChoice}
            onChange={(event) => onParts({ ...parts, domainChoice: event.currentTarget.value })}
          />
        </Group>
        {changed && !verified && (
          <Group gap="xs" align="flex-end">
            <Button variant="default" size="sm" onClick={requestCode} loading={send.isPending}>
              {sentTo === email ? messages.resendCode : messages.sendCode}
            </Button>
            {sentTo === email && (
              <>
                <CodeInput label={messages.code} value={code} onChange={setCode} w={140} />
                <Button size="sm" onClick={confirmCode} loading={check.isPending}>
                  {messages.checkCode}
                </Button>
              </>
            )}
          </Group>
        )}
        {notice && (changed || verified) && (
          <Text size="sm" c={verified ? 'teal' : 'dimmed'} aria-live="polite">
            {verified ? messages.emailVerified : notice}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
