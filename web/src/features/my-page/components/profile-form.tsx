import { affiliationTypes, genders } from '@contract/account-options'
import { accountRules } from '@contract/account-rules'
import type { MyInfo } from '@contract/auth'
import { Button, Checkbox, Group, Radio, Select, Stack, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { updateMyInfo } from '../api/update-my-info'
import { joinEmail, splitEmail } from '../lib/email-parts'
import { joinPhone, splitPhone } from '@/lib/phone-parts'
import { myPageMessages } from '../messages'
import { type EmailCert, EmailChangeField } from './email-change-field'
import { PhoneVerifyField } from './phone-verify-field'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { queryKeys } from '@/lib/queries/query-keys'

const messages = myPageMessages.info

type Props = { info: MyInfo; profileToken: string; onNotice: (message: string, isError: boolean) => void; onError: (error: unknown) => void }

/** The editable part of the profile; the server checks the same rules again. */
export function ProfileForm({ info, profileToken, onNotice, onError }: Props) {
  const queryClient = useQueryClient()
  const [name, setName] = useState(info.name)
  const [emailParts, setEmailParts] = useState(() => splitEmail(info.email))
  const [cert, setCert] = useState<EmailCert | null>(null)
  const [phoneCountry, setPhoneCountry] = useState(info.phoneCountry)
  const [phoneParts, setPhoneParts] = useState(() => splitPhone(info.phone))
  const [gender, setGender] = useState<string | null>(info.gender)
  const [affiliationType, setAffiliationType] = useState<string | null>(info.affiliationType)
  const [affiliation, setAffiliation] = useState(info.affiliation)
  const [department, setDepartment] = useState(info.department)
  const [marketing, setMarketing] = useState(info.marketing)
  const check = () => ({
    name: name.trim() ? undefined : accountRules.name.requiredMessage,
    phone: accountRules.phone.pattern.test(joinPhone(phoneParts)) ? undefined : accountRules.phone.message,
  })
  const { errors: fieldErrors, validate } = useFieldErrors(check)

  const save = useMutation({
    mutationFn: () => {
      const email = joinEmail(emailParts)
      const emailChanged = email !== info.email.toLowerCase()
      return updateMyInfo(profileToken, {
        name: name.trim(),
        phoneCountry,
        phone: joinPhone(phoneParts),
        gender,
        affiliationType,
        affiliation: affiliation.trim(),
        department: department.trim(),
        marketing,
        ...(emailChanged ? { email, emailCertToken: cert?.email === email ? cert.certToken : undefined } : {}),
      })
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.mypage.myInfo(profileToken), saved)
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.summary() })
      // A changed news-mail consent is a new line in 동의 내역.
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.consents() })
      setEmailParts(splitEmail(saved.email))
      setCert(null)
      onNotice(messages.saved, false)
    },
    onError,
  })

  // The number is saved by its code check already: the profile shows it as its own from now on.
  const phoneVerified = (verified: Pick<MyInfo, 'phone' | 'phoneCountry' | 'phoneVerifiedAt'>) => {
    queryClient.setQueryData<MyInfo>(queryKeys.mypage.myInfo(profileToken), (current) => (current ? { ...current, ...verified } : current))
    setPhoneParts(splitPhone(verified.phone))
    setPhoneCountry(verified.phoneCountry)
    onNotice(messages.phoneSaved, false)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!validate()) {
      const found = check()
      return onNotice(found.name ?? found.phone ?? '', true)
    }
    if (joinPhone(phoneParts) !== info.phone || phoneCountry !== info.phoneCountry) return onNotice(messages.phoneNeedsCert, true)
    const email = joinEmail(emailParts)
    if (email !== info.email.toLowerCase() && cert?.email !== email) {
      return onNotice(accountRules.email.pattern.test(email) ? messages.emailNeedsCert : accountRules.email.message, true)
    }
    save.mutate()
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={messages.loginId} value={info.login_id} readOnly disabled />
        <TextInput
          label={messages.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldErrors.name}
          maxLength={50}
          required
        />
        <EmailChangeField original={info.email} parts={emailParts} onParts={setEmailParts} cert={cert} onCert={setCert} />
        <PhoneVerifyField
          info={info}
          profileToken={profileToken}
          parts={phoneParts}
          onParts={setPhoneParts}
          country={phoneCountry}
          onCountry={setPhoneCountry}
          error={fieldErrors.phone}
          onVerified={phoneVerified}
        />
        <Radio.Group label={messages.gender} value={gender ?? ''} onChange={setGender}>
          <Group gap="lg" mt={4}>
            {genders.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Group grow align="flex-start">
          <Select
            label={messages.affiliationType}
            placeholder={messages.affiliationTypePlaceholder}
            data={affiliationTypes.map((option) => ({ value: option.value, label: option.label }))}
            value={affiliationType}
            onChange={setAffiliationType}
            allowDeselect={false}
          />
          <TextInput label={messages.affiliation} value={affiliation} onChange={(event) => setAffiliation(event.currentTarget.value)} maxLength={100} />
          <TextInput label={messages.department} value={department} onChange={(event) => setDepartment(event.currentTarget.value)} maxLength={100} />
        </Group>
        <Checkbox
          label={messages.marketing}
          description={messages.marketingLabel}
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
        />
        <Group justify="center">
          <Button type="submit" loading={save.isPending} miw={160}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
