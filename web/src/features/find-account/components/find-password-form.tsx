import { Alert, Anchor, Button, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { findPassword, type FindPasswordRequest } from '../api/find-password'
import { foundIdByRef } from '@/lib/found-ids-storage'
import { findAccountMessages as m } from '../messages'
import { emailError, nameError } from '../contact-errors'
import { EmailField, NameField } from './contact-fields'
import { FindAccountPanel } from './find-account-panel'
import classes from './find-password-form.module.css'

/**
 * /login/findPw01: id, name and e-mail. Coming from find ID (`ref`), the chosen id is shown masked
 * in place of the id field and the ref is sent instead.
 */
export function FindPasswordForm({ foundRef }: { foundRef?: string }) {
  const navigate = useNavigate()
  const chosen = foundIdByRef(foundRef)
  const [loginId, setLoginId] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const { errors, validate } = useFieldErrors(() => ({
    loginId: chosen || loginId.trim() ? undefined : m.loginIdRequired,
    name: nameError(name),
    email: emailError(email),
  }))

  const send = useMutation({
    mutationFn: (body: FindPasswordRequest) => findPassword(body),
    onSuccess: () => navigate({ to: '/login/findPw02-1' }),
    onError: async (error) => {
      if (error instanceof ApiError && error.httpStatus === 404) await navigate({ to: '/login/findPw02-2' })
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validate()) return
    const who = chosen ? { login_ref: chosen.ref } : { login_id: loginId.trim() }
    send.mutate({ ...who, name: name.trim(), email: email.trim() })
  }

  const failure = send.error instanceof ApiError && send.error.httpStatus !== 404 ? send.error.message : null

  return (
    <form onSubmit={submit} noValidate>
      <FindAccountPanel
        guide={m.findPwGuide}
        actions={
          <Button type="submit" size="md" loading={send.isPending}>
            {m.findPwSubmit}
          </Button>
        }
      >
        {chosen ? (
          <div>
            <TextInput label={m.chosenId} value={chosen.maskedId} readOnly />
            <Anchor renderRoot={(props) => <Link to="/login/findPw01" {...props} />} size="sm" className={classes.anotherId}>
              {m.enterAnotherId}
            </Anchor>
          </div>
        ) : (
          <TextInput
            label={m.loginId}
            placeholder={m.loginIdPlaceholder}
            value={loginId}
            onChange={(event) => setLoginId(event.currentTarget.value)}
            error={errors.loginId}
            maxLength={50}
            autoComplete="username"
            autoCapitalize="none"
          />
        )}
        <NameField value={name} onChange={setName} error={errors.name} />
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </FindAccountPanel>
    </form>
  )
}
