import { accountRules } from '@contract/account-rules'
import { TextInput } from '@mantine/core'
import { findAccountMessages as m } from '../messages'

type FieldProps = { value: string; onChange: (value: string) => void; error?: string }

/** 이름, as the find-ID and find-password forms ask for it. */
export function NameField({ value, onChange, error }: FieldProps) {
  return (
    <TextInput
      label={m.name}
      placeholder={m.namePlaceholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={accountRules.name.maxLength}
      autoComplete="name"
    />
  )
}

/** 이메일, as the find-ID and find-password forms ask for it. */
export function EmailField({ value, onChange, error }: FieldProps) {
  return (
    <TextInput
      label={m.email}
      placeholder={m.emailPlaceholder}
      type="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={accountRules.email.maxLength}
      autoComplete="email"
    />
  )
}
