import { accountRules } from '@contract/account-rules'
import type { MyInfo } from '@contract/auth'
import { formatSeoulDate } from '@contract/date-format'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { CodeInput } from '@/components/code-input'
import { PhoneNumberInput } from '@/components/phone-number-input'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { formatCountdown, useSecondsUntil } from '@/hooks/use-seconds-until'
import { joinPhone, type PhoneParts } from '@/lib/phone-parts'
import { confirmPhoneCode, sendPhoneCode } from '../api/change-phone-cert'
import { myPageMessages } from '../messages'

const messages = myPageMessages.info

type Props = {
  info: Pick<MyInfo, 'phone' | 'phoneCountry' | 'phoneVerifiedAt'>
  profileToken: string
  parts: PhoneParts
  onParts: (parts: PhoneParts) => void
  country: string
  onCountry: (country: string) => void
  error?: string | null
  /** The number is proven and saved: the profile shows it as the member's verified phone. */
  onVerified: (verified: Pick<MyInfo, 'phone' | 'phoneCountry' | 'phoneVerifiedAt'>) => void
}

type Sent = { phone: string; expiresAt: number; resendAt: number }

/**
 * 휴대폰 번호 with its 문자 code: a new number (or one never verified) gets 인증번호 받기, a 3-minute
 * countdown and 확인, as the join screen's e-mail code; a confirmed code saves the number at once.
 */
export function PhoneVerifyField({ info, profileToken, parts, onParts, country, onCountry, error, onVerified }: Props) {
  const phone = joinPhone(parts)
  const changed = phone !== info.phone || country !== info.phoneCountry
  const verified = !changed && Boolean(info.phoneVerifiedAt)
  const [sent, setSent] = useState<Sent | null>(null)
  const [code, setCode] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const left = useSecondsUntil(sent?.expiresAt ?? 0)
  const resendIn = useSecondsUntil(sent?.resendAt ?? 0)
  const { errors, validate, unmark } = useFieldErrors(() => ({
    phone: accountRules.phone.pattern.test(phone) ? undefined : accountRules.phone.message,
    code: accountRules.emailCode.pattern.test(code) ? undefined : accountRules.emailCode.message,
  }))
  const codeFor = sent?.phone === phone ? sent : null

  const send = useMutation({
    mutationFn: () => sendPhoneCode(profileToken, phone),
    onSuccess: (data) => {
      setSent({ phone, expiresAt: new Date(data.expiresAt).getTime(), resendAt: Date.now() + data.resendAfterSeconds * 1000 })
      // A fresh code is yet to be typed: the old one's complaint no longer applies.
      setCode('')
      unmark('code')
      setServerError(null)
    },
    onError: (failure: Error) => setServerError(failure.message),
  })
  const confirm = useMutation({
    mutationFn: () => confirmPhoneCode(profileToken, code),
    onSuccess: (data) => {
      setSent(null)
      setCode('')
      setServerError(null)
      onVerified(data)
    },
    onError: (failure: Error) => setServerError(failure.message),
  })

  const requestCode = () => {
    setServerError(null)
    if (validate('phone')) send.mutate()
  }
  const confirmCode = () => {
    setServerError(null)
    if (validate('code')) confirm.mutate()
  }

  return (
    <Stack gap={6}>
      <PhoneNumberInput value={parts} onChange={onParts} error={error ?? errors.phone} required country={{ value: country, onChange: onCountry }} />
      {verified ? (
        <Text size="sm" c="teal">
          {messages.phoneVerified(formatSeoulDate(info.phoneVerifiedAt))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {changed ? messages.phoneChangeNeedsCert : messages.phoneUnverified}
        </Text>
      )}
      {!verified && (
        <Group gap="xs" align="flex-end">
          <Button variant="default" size="sm" onClick={requestCode} loading={send.isPending} disabled={codeFor !== null && resendIn > 0}>
            {codeFor ? messages.resendCode : messages.sendCode}
          </Button>
          {codeFor && (
            <>
              <CodeInput label={messages.code} value={code} onChange={setCode} secondsLeft={left} w={150} />
              <Button size="sm" onClick={confirmCode} loading={confirm.isPending}>
                {messages.checkCode}
              </Button>
            </>
          )}
        </Group>
      )}
      {codeFor && (
        <Text size="sm" c="dimmed" role="status">
          {messages.phoneCodeSent(codeFor.phone)} {messages.phoneCodeRemaining} <span role="timer">{formatCountdown(left)}</span>
          {resendIn > 0 ? ` · ${messages.phoneResendIn(resendIn)}` : ''}
        </Text>
      )}
      {codeFor && left === 0 && !serverError && (
        <Text size="sm" c="orange" role="alert">
          {messages.phoneCodeExpired}
        </Text>
      )}
      {(errors.code ?? serverError) && (
        <Text size="sm" c="red" role="alert">
          {errors.code ?? serverError}
        </Text>
      )}
    </Stack>
  )
}
