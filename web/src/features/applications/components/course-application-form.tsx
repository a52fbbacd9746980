import { accountRules } from '@contract/account-rules'
import { type CourseApplicationEdit, courseApplicationLimits } from '@contract/applications'
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, type ReactNode, useState } from 'react'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { educationMessages } from '../messages'

const { form } = educationMessages

type Field = keyof CourseApplicationEdit | 'privacyConsent'
type Errors = FieldErrors<Field>

const check = (draft: CourseApplicationEdit, consent: boolean | null): Errors => {
  const found: Errors = {}
  if (!draft.contactName.trim()) found.contactName = form.nameRequired
  if (!draft.company.trim()) found.company = form.companyRequired
  if (!accountRules.phone.pattern.test(draft.phone.trim())) found.phone = accountRules.phone.message
  if (!accountRules.email.pattern.test(draft.email.trim())) found.email = accountRules.email.message
  if (consent === false) found.privacyConsent = form.privacyRequired
  return found
}

type Props = {
  initial: CourseApplicationEdit
  /** Asked on a first application; a correction after 보완요청 keeps the consent already given. */
  askConsent: boolean
  note?: ReactNode
  submitLabel: string
  pending: boolean
  /** The server's refusal, shown above the buttons; everything typed stays. */
  error: string | null
  onSubmit: (edit: CourseApplicationEdit) => void
  onBack: () => void
  backLabel: string
}

/** Applicant, affiliation, phone and e-mail (prefilled), an optional motivation with its counter, and consent. */
export function CourseApplicationForm({ initial, askConsent, note, submitLabel, pending, error, onSubmit, onBack, backLabel }: Props) {
  const [draft, setDraft] = useState(initial)
  const [consent, setConsent] = useState(false)
  const { errors, hasErrors, validate } = useFieldErrors(() => check(draft, askConsent ? consent : null))
  const set = (change: Partial<CourseApplicationEdit>) => setDraft((current) => ({ ...current, ...change }))
  const text = (key: 'contactName' | 'company' | 'phone' | 'email') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.currentTarget.value }),
    error: errors[key],
    required: true,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!validate()) return
    onSubmit({
      contactName: draft.contactName.trim(),
      company: draft.company.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
      motivation: draft.motivation?.trim() || undefined,
    })
  }

  const motivation = draft.motivation ?? ''
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {note}
        <Text size="sm" c="dimmed">
          {form.prefillNote}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={form.name} maxLength={courseApplicationLimits.nameMax} autoComplete="name" {...text('contactName')} />
          <TextInput label={form.company} maxLength={courseApplicationLimits.affiliationMax} autoComplete="organization" {...text('company')} />
          <TextInput label={form.phone} placeholder={form.phonePlaceholder} type="tel" autoComplete="tel" {...text('phone')} />
          <TextInput label={form.email} type="email" autoComplete="email" {...text('email')} />
        </SimpleGrid>
        <Textarea
          label={form.motivation}
          placeholder={form.motivationPlaceholder}
          value={motivation}
          onChange={(event) => set({ motivation: event.currentTarget.value })}
          maxLength={courseApplicationLimits.motivationMax}
          autosize
          minRows={3}
          maxRows={8}
          description={form.motivationCounter(motivation.length)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {askConsent && (
          <PrivacyConsentFieldset
            title={form.privacyTitle}
            text={form.privacyText}
            label={form.privacyConsent}
            checked={consent}
            onChange={setConsent}
            error={errors.privacyConsent}
          />
        )}
        {hasErrors && (
          <Text size="sm" c="red" role="alert">
            {form.fixErrors}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {backLabel}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
