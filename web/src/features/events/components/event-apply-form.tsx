import type { MyPageSummary } from '@contract/auth'
import { accountRules } from '@contract/account-rules'
import { type EventDetail, type EventQuestion, type EventRegistration, type EventRegistrationInput, eventRegistrationLimits as limits } from '@contract/events'
import { Alert, Button, Checkbox, Fieldset, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import type { useRegisterForEvent } from '../api/events'
import { eventWhen } from '../lib/event-time'
import { eventMessages } from '../messages'

const messages = eventMessages.apply

type Draft = Omit<EventRegistrationInput, 'answers'> & { answers: Record<string, string | string[]> }
type Field = 'name' | 'affiliation' | 'phone' | 'email' | 'privacyConsent' | `answer:${string}`

/** The member's own details, and their company's name as 소속 when they have one. */
export const eventDraftFrom = (profile: MyPageSummary): Draft => ({
  name: profile.user_nm,
  affiliation: profile.company?.name ?? profile.affiliation ?? '',
  phone: profile.phone ?? '',
  email: profile.email,
  answers: {},
  privacyConsent: false,
})

const answerError = (question: EventQuestion, value: string | string[] | undefined) => {
  if (question.type === 'checkbox') {
    const picked = Array.isArray(value) ? value : []
    return question.required && picked.length === 0 ? messages.checkboxRequired : undefined
  }
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return question.required ? (question.type === 'choice' ? messages.choiceRequired : messages.answerRequired) : undefined
  return text.length > limits.answerMax ? messages.answerTooLong : undefined
}

export const checkEventDraft = (draft: Draft, questions: EventQuestion[]): FieldErrors<Field> => {
  const found: FieldErrors<Field> = {}
  const name = draft.name.trim()
  const affiliation = draft.affiliation.trim()
  if (!name) found.name = messages.nameRequired
  else if (name.length > limits.nameMax) found.name = messages.nameTooLong
  if (!affiliation) found.affiliation = messages.affiliationRequired
  else if (affiliation.length > limits.affiliationMax) found.affiliation = messages.affiliationTooLong
  if (!accountRules.phone.pattern.test(draft.phone.trim())) found.phone = accountRules.phone.message
  if (!accountRules.email.pattern.test(draft.email.trim())) found.email = accountRules.email.message
  for (const question of questions) {
    const error = answerError(question, draft.answers[question.id])
    if (error) found[`answer:${question.id}`] = error
  }
  if (!draft.privacyConsent) found.privacyConsent = messages.privacyRequired
  return found
}

/** What is sent: trimmed text, and only the questions answered. */
const inputFrom = (draft: Draft, questions: EventQuestion[]): EventRegistrationInput => {
  const answers: EventRegistrationInput['answers'] = {}
  for (const question of questions) {
    const value = draft.answers[question.id]
    if (Array.isArray(value) ? value.length > 0 : value?.trim()) answers[question.id] = Array.isArray(value) ? value : value!.trim()
  }
  return {
    name: draft.name.trim(),
    affiliation: draft.affiliation.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    answers,
    privacyConsent: draft.privacyConsent,
  }
}

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: EventQuestion
  value: string | string[] | undefined
  error?: string
  onChange: (value: string | string[]) => void
}) {
  if (question.type === 'choice')
    return (
      <Radio.Group label={question.label} required={question.required} value={typeof value === 'string' ? value : ''} onChange={onChange} error={error}>
        <Stack gap={6} mt={6}>
          {question.options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Stack>
      </Radio.Group>
    )
  if (question.type === 'checkbox')
    return (
      <Checkbox.Group label={question.label} required={question.required} value={Array.isArray(value) ? value : []} onChange={onChange} error={error}>
        <Stack gap={6} mt={6}>
          {question.options.map((option) => (
            <Checkbox key={option} value={option} label={option} />
          ))}
        </Stack>
      </Checkbox.Group>
    )
  return (
    <TextInput
      label={question.label}
      required={question.required}
      placeholder={messages.textPlaceholder}
      maxLength={limits.answerMax}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  )
}

/** The answer after a registration: 참가 확정 with the ticket, or the place on the waiting list. */
export function RegisteredResult({ registration }: { registration: EventRegistration }) {
  const confirmed = registration.status === 'confirmed'
  return (
    <Alert
      color={confirmed ? 'green' : 'orange'}
      variant="light"
      role="status"
      title={confirmed ? messages.confirmed : messages.waiting(registration.waitingNumber)}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messages.doneNote}</Text>
        <Group gap="xs">
          {registration.hasTicket && (
            <Button size="xs" renderRoot={(props) => <Link to="/myPage/eventTicket" search={{ id: registration.id }} {...props} />}>
              {messages.toTicket}
            </Button>
          )}
          <Button size="xs" variant="default" renderRoot={(props) => <Link to="/myPage/events" {...props} />}>
            {messages.toMine}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

/**
 * The registration form: the member's details prefilled (changing them here leaves the profile as it
 * is), the event's own questions, consent. Everything typed stays when the server refuses it.
 */
export function EventApplyForm({
  event,
  profile,
  register,
}: {
  event: EventDetail
  profile: MyPageSummary
  /** Owned by the page, so the answer stays on screen after the event's page data learns of the registration. */
  register: ReturnType<typeof useRegisterForEvent>
}) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => eventDraftFrom(profile))
  const { errors, validate } = useFieldErrors<Field>(() => checkEventDraft(draft, event.questions))
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }))
  const setAnswer = (id: string, value: string | string[]) => setDraft((current) => ({ ...current, answers: { ...current.answers, [id]: value } }))

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    if (!validate()) return
    register.mutate(inputFrom(draft, event.questions))
  }
  const text = (field: 'name' | 'affiliation' | 'phone' | 'email') => ({
    value: draft[field],
    onChange: (change: { currentTarget: { value: string } }) => set({ [field]: change.currentTarget.value }),
    error: errors[field],
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {messages.heading}
          </Title>
          <Text fw={700} data-testid="event-title">
            {event.title}
          </Text>
          <Text size="sm">{eventWhen(event.startsAt, event.endsAt)}</Text>
          <Text size="sm" c="dimmed">
            {messages.intro}
          </Text>
        </Stack>
        {event.registrationState === 'waitlist' && (
          <Alert color="orange" variant="light">
            {eventMessages.detail.waitlistNote}
          </Alert>
        )}
        <Fieldset legend={messages.applicant}>
          <Stack gap="md">
            <TextInput label={messages.name} required maxLength={limits.nameMax} autoComplete="name" {...text('name')} />
            <TextInput
              label={messages.affiliation}
              required
              maxLength={limits.affiliationMax}
              placeholder={messages.affiliationPlaceholder}
              autoComplete="organization"
              {...text('affiliation')}
            />
            <TextInput label={messages.phone} required type="tel" placeholder={messages.phonePlaceholder} autoComplete="tel" {...text('phone')} />
            <TextInput label={messages.email} required type="email" autoComplete="email" {...text('email')} />
          </Stack>
        </Fieldset>
        {event.questions.length > 0 && (
          <Fieldset legend={messages.questions}>
            <Stack gap="md">
              {event.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={draft.answers[question.id]}
                  error={errors[`answer:${question.id}`]}
                  onChange={(value) => setAnswer(question.id, value)}
                />
              ))}
            </Stack>
          </Fieldset>
        )}
        <PrivacyConsentFieldset
          title={messages.privacyTitle}
          text={messages.privacyText}
          label={messages.privacyConsent}
          checked={draft.privacyConsent}
          onChange={(privacyConsent) => set({ privacyConsent })}
          error={errors.privacyConsent}
        />
        {register.error && (
          <Alert color="red" variant="light" role="alert">
            {register.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: '/cooperation/eventDetail', search: { id: event.id } })}>
            {messages.cancel}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {messages.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
