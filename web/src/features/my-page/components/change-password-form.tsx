import { accountRules } from '@contract/account-rules'
import { Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { authStore } from '@/lib/auth-store'
import { toastDone } from '@/lib/toast'
import { changePassword } from '../api/change-password'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'
import { PasswordStrength } from '@/components/password-strength'

const messages = myPageMessages.password

/** /myPage/changePassword: a new password; the server signs other devices out and renews this session. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const { errors, validate } = useFieldErrors(() => ({
    current: current ? undefined : messages.currentRequired,
    next: accountRules.password.pattern.test(next) ? undefined : accountRules.password.message,
    confirm: next !== confirm ? messages.mismatch : undefined,
  }))
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      authStore.login(session.userInfo, session.accessToken)
      setCurrent('')
      setNext('')
      setConfirm('')
      toastDone(messages.done)
    },
    onError: (error: Error) => setFailure(error.message),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (!validate()) return
    mutation.mutate({ currentPassword: current, newPassword: next, newPasswordConfirm: confirm })
  }

  return (
    <form className={classes.narrow} onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={messages.current}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={errors.current}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label={messages.next}
          description={messages.rule}
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          error={errors.next}
          autoComplete="new-password"
          maxLength={accountRules.password.maxLength}
          required
        />
        <PasswordStrength password={next} />
        <PasswordInput
          label={messages.confirm}
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          // The mismatch shows while typing: the two fields sit side by side.
          error={errors.confirm ?? (confirm && confirm !== next ? messages.mismatch : undefined)}
          autoComplete="new-password"
          required
        />
        <Text role="status" aria-live="polite" c="red" size="sm" mih={20}>
          {failure}
        </Text>
        <Button type="submit" loading={mutation.isPending}>
          {messages.submit}
        </Button>
      </Stack>
    </form>
  )
}
