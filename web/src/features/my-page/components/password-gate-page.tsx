import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { verifyPassword } from '../api/verify-password'
import { saveProfileGate } from '../lib/profile-gate'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'

const messages = myPageMessages.gate

/** /myPage/info: the password again before the profile opens (spec §2); then on to `next`. */
export function PasswordGatePage({ expired, next }: { expired?: boolean; next: '/myPage/InfoDetail' | '/myPage/myInfo' }) {
  const { userInfo } = useAuth()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const { errors, validate } = useFieldErrors(() => ({ password: password ? undefined : messages.passwordRequired }))
  const mutation = useMutation({
    mutationFn: verifyPassword,
    onSuccess: (gate) => {
      saveProfileGate({ ...gate, loginId: userInfo?.login_id ?? '' })
      void navigate({ to: next })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (validate()) mutation.mutate(password)
  }

  return (
    <form className={classes.narrow} onSubmit={submit} noValidate>
      <Stack gap="md">
        {expired && <Alert color="yellow">{messages.expired}</Alert>}
        <Text>{messages.intro}</Text>
        <PasswordInput
          label={messages.password}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password ?? mutation.error?.message}
          autoComplete="current-password"
          autoFocus
          required
        />
        <Button type="submit" loading={mutation.isPending}>
          {messages.submit}
        </Button>
      </Stack>
    </form>
  )
}
