import { accountRules } from '@contract/account-rules'
import { Alert, Button, PasswordInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { resetPassword, type ResetPasswordRequest } from '../api/reset-password'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

const check = (password: string, passwordConfirm: string) => {
  const found: FieldErrors<'password' | 'passwordConfirm'> = {}
  if (!accountRules.password.pattern.test(password)) found.password = accountRules.password.message
  if (!passwordConfirm) found.passwordConfirm = m.passwordConfirmRequired
  else if (passwordConfirm !== password) found.passwordConfirm = m.passwordMismatch
  return found
}

/** /login/changePw?token=…: the new password from the mailed link; success goes to changePwComplete. */
export function ChangePasswordForm({ token }: { token?: string }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const { errors, validate } = useFieldErrors(() => check(password, passwordConfirm))

  const change = useMutation({
    mutationFn: (body: ResetPasswordRequest) => resetPassword(body),
    onSuccess: () => navigate({ to: '/login/changePwComplete', replace: true }),
  })

  if (!token) {
    return (
      <FindAccountPanel
        actions={
          <Button size="md" renderRoot={(props) => <Link to="/login/findPw01" {...props} />}>
            {m.findPassword}
          </Button>
        }
      >
        <FindResultMessage tone="notice" message={m.missingToken} />
      </FindAccountPanel>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validate()) return
    change.mutate({ token, password, passwordConfirm })
  }

  const failure = change.error instanceof ApiError ? change.error.message : null

  return (
    <form onSubmit={submit} noValidate>
      <FindAccountPanel
        guide={m.changePwGuide}
        actions={
          <Button type="submit" size="md" loading={change.isPending}>
            {m.changePwSubmit}
          </Button>
        }
      >
        <PasswordInput
          label={m.newPassword}
          description={m.passwordRule}
          placeholder={m.newPasswordPlaceholder}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          maxLength={accountRules.password.maxLength}
          autoComplete="new-password"
        />
        <PasswordInput
          label={m.passwordConfirm}
          placeholder={m.passwordConfirmPlaceholder}
          value={passwordConfirm}
          onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
          error={errors.passwordConfirm}
          maxLength={accountRules.password.maxLength}
          autoComplete="new-password"
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
            {change.error instanceof ApiError && change.error.httpStatus === 400 && (
              <>
                {' '}
                <Link to="/login/findPw01">{m.findPassword}</Link>
              </>
            )}
          </Alert>
        )}
      </FindAccountPanel>
    </form>
  )
}
