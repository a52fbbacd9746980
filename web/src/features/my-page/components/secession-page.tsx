import { withdrawalReasons } from '@contract/account-options'
import { Button, Group, List, Modal, PasswordInput, Radio, Stack, Text, Textarea } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { authStore } from '@/lib/auth-store'
import { withdraw } from '../api/withdraw'
import { clearProfileGate } from '../lib/profile-gate'
import { myPageMessages } from '../messages'
import classes from './my-page.module.css'

const messages = myPageMessages.secession

/** /myPage/secession: reason, password, a last confirmation, then the account is closed. */
export function SecessionPage() {
  const navigate = useNavigate()
  const [reasonType, setReasonType] = useState('')
  const [reason, setReason] = useState('')
  const [password, setPassword] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const { errors, validate } = useFieldErrors(() => ({
    reasonType: reasonType ? undefined : messages.reasonTypeRequired,
    password: password ? undefined : messages.passwordRequired,
  }))
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState(false)
  const mutation = useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      setConfirming(false)
      setDone(true)
    },
    onError: (failure: Error) => {
      setConfirming(false)
      setServerError(failure.message)
    },
  })

  // The server has already ended every sign-in; the local logout waits for the notice to be read
  // because logging out re-runs the member guard, which would replace this page with /login.
  const leave = () => {
    clearProfileGate()
    authStore.logout()
    void navigate({ to: '/' })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    if (validate()) setConfirming(true)
  }

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{messages.intro}</Text>
        <List size="sm" spacing={4}>
          {messages.effects.map((effect) => (
            <List.Item key={effect}>{effect}</List.Item>
          ))}
        </List>
        <Radio.Group label={messages.reasonType} value={reasonType} onChange={setReasonType} required>
          <Stack gap={6} mt={6}>
            {withdrawalReasons.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={messages.reason}
          placeholder={messages.reasonPlaceholder}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
        />
        <PasswordInput
          label={messages.password}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <Text role="status" aria-live="polite" c="red" size="sm" mih={20}>
          {errors.reasonType ?? errors.password ?? serverError}
        </Text>
        <Group justify="center">
          <Button type="submit" color="red" miw={160}>
            {messages.submit}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={messages.confirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{messages.confirmBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {messages.cancel}
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate({ password, reasonType, reason })}>
              {messages.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={done} onClose={leave} title={messages.doneTitle} centered withCloseButton={false}>
        <Stack gap="md">
          <Text size="sm">{messages.doneBody}</Text>
          <Button onClick={leave}>{messages.goHome}</Button>
        </Stack>
      </Modal>
    </form>
  )
}
