import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { commonMessages } from '@/config/messages'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { foundIdByRef } from '@/lib/found-ids-storage'
import { ApiError } from '@/lib/api-client'
import { authStore } from '@/lib/auth-store'
import { postLogin } from '../api/post-login'
import { loginPageMessages as t } from '../messages'
import { readSavedLoginId, rememberLoginId } from '../saved-login-id'
import { SnsLoginButtons } from './sns-login-buttons'
import classes from './login-page.module.css'

/**
 * /login: id and password, "아이디 저장", "자동 로그인", then back to the page that asked for it.
 * Coming from find ID (`foundRef`), the chosen id is shown masked and its ref is sent instead.
 */
export function LoginPage({ redirect = '/', foundRef }: { redirect?: string; foundRef?: string }) {
  const navigate = useNavigate()
  const chosen = foundIdByRef(foundRef)
  const [savedId] = useState(readSavedLoginId)
  const [loginId, setLoginId] = useState(savedId)
  const [password, setPassword] = useState('')
  const [rememberId, setRememberId] = useState(Boolean(savedId))
  const [autoLogin, setAutoLogin] = useState(false)
  const { errors: fieldErrors, validate } = useFieldErrors(() => ({
    loginId: chosen || loginId.trim() ? undefined : t.loginIdRequired,
    password: password ? undefined : t.passwordRequired,
  }))
  const [serverError, setServerError] = useState<string | null>(null)

  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: async ({ userInfo, accessToken }) => {
      // A masked id cannot be saved; a member who found it keeps whatever was saved before.
      if (!chosen) rememberLoginId(rememberId ? loginId.trim() : null)
      authStore.login(userInfo, accessToken)
      await navigate({ href: redirect, replace: true })
    },
    onError: (error) => {
      setPassword('')
      setServerError(error instanceof ApiError ? error.message : commonMessages.requestFailed)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    if (!validate()) return
    const who = chosen ? { login_ref: chosen.ref } : { login_id: loginId.trim() }
    login.mutate({ ...who, password, autoLogin })
  }

  return (
    <div className={classes.page}>
      <form className={classes.form} onSubmit={submit} noValidate aria-label={t.formLabel}>
        <Stack gap="md">
          {chosen ? (
            <div>
              <TextInput label={t.loginId} value={chosen.maskedId} readOnly size="md" />
              <Anchor
                renderRoot={(props) => <Link to="/login" search={{ redirect: redirect === '/' ? undefined : redirect }} {...props} />}
                size="sm"
                className={classes.anotherId}
              >
                {t.enterAnotherId}
              </Anchor>
            </div>
          ) : (
            <TextInput
              label={t.loginId}
              placeholder={t.loginIdPlaceholder}
              value={loginId}
              onChange={(event) => setLoginId(event.currentTarget.value)}
              error={fieldErrors.loginId}
              autoComplete="username"
              autoCapitalize="none"
              maxLength={50}
              size="md"
            />
          )}
          <PasswordInput
            label={t.password}
            placeholder={t.passwordPlaceholder}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            autoComplete="current-password"
            maxLength={100}
            size="md"
          />
          <Group gap="lg">
            {chosen ? null : <Checkbox label={t.rememberId} checked={rememberId} onChange={(event) => setRememberId(event.currentTarget.checked)} />}
            <Checkbox label={t.autoLogin} description={t.autoLoginHint} checked={autoLogin} onChange={(event) => setAutoLogin(event.currentTarget.checked)} />
          </Group>
          {serverError ? (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <nav aria-label={t.accountLinks} className={classes.links}>
        <Anchor component={Link} to="/login/findId01" size="sm">
          {t.findId}
        </Anchor>
        <Anchor component={Link} to="/login/findPw01" size="sm">
          {t.findPassword}
        </Anchor>
        <Anchor component={Link} to="/join" size="sm">
          {t.join}
        </Anchor>
      </nav>
      <SnsLoginButtons redirect={redirect} onError={setServerError} />
    </div>
  )
}
