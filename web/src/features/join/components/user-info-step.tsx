import { Alert, Button, NativeSelect, PasswordInput, Radio, Group, Text, TextInput } from '@mantine/core'
import { affiliationTypes, genders } from '@contract/account-options'
import { accountRules } from '@contract/account-rules'
import type { CheckIdData } from '@contract/auth'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { useCheckLoginId } from '../api/check-login-id'
import { useJoinMember } from '../api/join-member'
import { useJoinFlow } from '../hooks/use-join-flow'
import { joinFlowStore, type UserInfoDraft } from '../join-flow-store'
import { joinText } from '../messages'
import { PhoneNumberInput } from '@/components/phone-number-input'
import { emptyPhone, joinPhone } from '@/lib/phone-parts'
import { validateUserInfo } from '../validate-user-info'
import { JoinSteps } from './join-steps'
import { PasswordStrength } from '@/components/password-strength'
import { TermsAgreement, type RenderTerms } from './terms-agreement'
import step from './join-step.module.css'
import classes from './user-info-step.module.css'

const emptyDraft: UserInfoDraft = {
  loginId: '',
  name: '',
  phoneCountry: '+82',
  phone: emptyPhone(),
  gender: '',
  affiliationType: '',
  affiliation: '',
  department: '',
  agreements: { terms: false, privacy: false, marketing: false },
}

const affiliationOptions = [{ label: joinText.affiliationTypePlaceholder, value: '' }, ...affiliationTypes.map((option) => ({ ...option }))]

/** Step 4: the member's details and the agreements, then 가입하기. */
export function UserInfoStep({ renderTerms }: { renderTerms: RenderTerms }) {
  const navigate = useNavigate()
  const flow = useJoinFlow()
  const [draft, setDraft] = useState<UserInfoDraft>(() => ({ ...emptyDraft, ...flow.draft }))
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [idResult, setIdResult] = useState<CheckIdData | null>(null)
  const [idError, setIdError] = useState<string | null>(null)
  const { errors, hasErrors, validate, mark, unmark } = useFieldErrors(() => validateUserInfo({ ...draft, password, passwordConfirm }, idResult))
  const [serverError, setServerError] = useState<string | null>(null)
  const checkId = useCheckLoginId()
  const join = useJoinMember()

  useEffect(() => joinFlowStore.update({ draft }), [draft])

  const set = <K extends keyof UserInfoDraft>(key: K, value: UserInfoDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const idConfirmed = idResult?.available === true && idResult.login_id === draft.loginId

  const runIdCheck = () => {
    setIdResult(null)
    setIdError(null)
    // A malformed id is the field's own error, so it clears as soon as the id is well-formed.
    if (!accountRules.loginId.pattern.test(draft.loginId)) return mark('loginId')
    unmark('loginId')
    checkId.mutate(draft.loginId, { onSuccess: setIdResult, onError: (failure) => setIdError(failure.message) })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    if (!validate()) return
    join.mutate(
      {
        memberClass: flow.memberClass as 'student',
        email: flow.email ?? '',
        certToken: flow.certToken,
        login_id: draft.loginId,
        password,
        passwordConfirm,
        name: draft.name.trim(),
        phoneCountry: draft.phoneCountry as '+82',
        phone: joinPhone(draft.phone),
        gender: (draft.gender || null) as 'male' | null,
        affiliationType: (draft.affiliationType || null) as 'etc' | null,
        affiliation: draft.affiliation.trim(),
        department: draft.department.trim(),
        agreements: { terms: true, privacy: true, marketing: draft.agreements.marketing },
      },
      {
        onSuccess: (joined) => {
          joinFlowStore.finish(joined)
          void navigate({ to: '/join/complete' })
        },
        onError: (failure) => {
          setServerError(failure.message)
          // A conflict may be the id, taken since it was checked: check again so the field says so.
          if (failure instanceof ApiError && failure.httpStatus === 409) {
            checkId.mutate(draft.loginId, {
              onSuccess: (result) => {
                setIdResult(result)
                mark('loginId')
              },
            })
          }
        },
      },
    )
  }

  const formError = serverError ?? (hasErrors ? joinText.formHasErrors : null)
  const idLine = idError ?? (idResult && idResult.login_id === draft.loginId ? idResult.message : null)

  return (
    <form onSubmit={submit} className={step.form} noValidate>
      <JoinSteps current={3} />
      <p className={step.intro}>{joinText.userInfoIntro}</p>

      <TextInput label={joinText.verifiedEmail} value={flow.email ?? ''} readOnly />

      <div>
        <TextInput
          label={joinText.loginId}
          value={draft.loginId}
          onChange={(event) => set('loginId', event.currentTarget.value.trim())}
          description={errors.loginId ? undefined : accountRules.loginId.message}
          error={errors.loginId}
          autoComplete="username"
          maxLength={20}
          withAsterisk
          inputContainer={(input) => (
            <div className={classes.idRow}>
              <div className={classes.idInput}>{input}</div>
              <Button variant="outline" onClick={runIdCheck} loading={checkId.isPending}>
                {joinText.checkId}
              </Button>
            </div>
          )}
        />
        {idLine && !errors.loginId && (
          <Text size="sm" mt={6} c={idConfirmed ? 'teal.8' : 'red.7'} role="status">
            {idLine}
          </Text>
        )}
      </div>

      <div>
        <PasswordInput
          label={joinText.password}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          description={errors.password ? undefined : accountRules.password.message}
          error={errors.password}
          autoComplete="new-password"
          maxLength={accountRules.password.maxLength}
          withAsterisk
        />
        <PasswordStrength password={password} />
      </div>
      <PasswordInput
        label={joinText.passwordConfirm}
        value={passwordConfirm}
        onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
        error={errors.passwordConfirm}
        autoComplete="new-password"
        maxLength={accountRules.password.maxLength}
        withAsterisk
      />
      <TextInput
        label={joinText.name}
        value={draft.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
        autoComplete="name"
        maxLength={accountRules.name.maxLength}
        withAsterisk
      />
      <PhoneNumberInput
        value={draft.phone}
        onChange={(parts) => set('phone', parts)}
        error={errors.phone}
        required
        country={{ value: draft.phoneCountry, onChange: (country) => set('phoneCountry', country) }}
      />
      <Radio.Group label={joinText.gender} value={draft.gender} onChange={(value) => set('gender', value)}>
        <Group gap="lg" mt={6}>
          {genders.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      <div className={classes.affiliation}>
        <NativeSelect
          label={joinText.affiliationType}
          value={draft.affiliationType}
          onChange={(event) => set('affiliationType', event.currentTarget.value)}
          data={affiliationOptions}
        />
        <TextInput label={joinText.affiliation} value={draft.affiliation} onChange={(event) => set('affiliation', event.currentTarget.value)} maxLength={100} />
        <TextInput label={joinText.department} value={draft.department} onChange={(event) => set('department', event.currentTarget.value)} maxLength={100} />
      </div>
      <TermsAgreement value={draft.agreements} onChange={(value) => set('agreements', value)} renderTerms={renderTerms} error={errors.agreements} />

      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <div className={step.actions}>
        <Button type="submit" size="md" loading={join.isPending}>
          {joinText.submit}
        </Button>
      </div>
    </form>
  )
}
