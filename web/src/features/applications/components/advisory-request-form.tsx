import { type AdvisoryField, advisoryFields, advisoryLimits, type AdvisoryRequestDetail, type AdvisoryRequestInput } from '@contract/applications'
import { accountRules } from '@contract/account-rules'
import type { MyPageSummary } from '@contract/auth'
import type { UploadedPostFile } from '@contract/member-boards'
import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import { contactFromProfile } from '@/lib/member-contact'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { ALL_EXPERTS, expertsQueryOptions } from '../api/get-experts'
import { useSaveAdvisoryRequest } from '../api/save-advisory-request'
import { applicationMessages } from '../messages'
import { ApplicationFormFooter } from './application-form-footer'
import { ApplicationPreviewModal } from './application-preview-modal'

const { form } = applicationMessages

type Draft = Omit<AdvisoryRequestInput, 'attachmentIds' | 'preferredExpertId' | 'field'> & { field: AdvisoryField | ''; expertId: string }
type Errors = FieldErrors<'company' | 'contactName' | 'phone' | 'email' | 'field' | 'title' | 'description' | 'privacyConsent'>

const draftFrom = (
  request: AdvisoryRequestDetail | undefined,
  profile: MyPageSummary,
  expertField: AdvisoryField | undefined,
  expertId: number | undefined,
): Draft =>
  request
    ? {
        company: request.company,
        contactName: request.contactName,
        phone: request.phone,
        email: request.email,
        field: request.field,
        expertId: request.preferredExpert ? String(request.preferredExpert.id) : '',
        title: request.title,
        description: request.description,
        privacyConsent: true,
      }
    : {
        ...contactFromProfile(profile),
        field: expertField ?? '',
        expertId: expertId ? String(expertId) : '',
        title: '',
        description: '',
        privacyConsent: false,
      }

const check = (draft: Draft): Errors => {
  const found: Errors = {}
  if (!draft.company.trim()) found.company = form.companyRequired
  if (!draft.contactName.trim()) found.contactName = form.contactNameRequired
  if (!accountRules.phone.pattern.test(draft.phone.trim())) found.phone = accountRules.phone.message
  if (!accountRules.email.pattern.test(draft.email.trim())) found.email = accountRules.email.message
  if (!draft.field) found.field = form.fieldRequired
  if (!draft.title.trim()) found.title = form.titleRequired
  if (!draft.description.trim()) found.description = form.descriptionRequired
  if (!draft.privacyConsent) found.privacyConsent = form.privacyRequired
  return found
}

type AdvisoryRequestFormProps = {
  profile: MyPageSummary
  /** A request staff sent back for revision; a new request when absent. */
  request?: AdvisoryRequestDetail
  expertId?: number
}

/**
 * /cooperation/application: company, contact (prefilled from the profile), field, preferred expert,
 * title and problem with counters, up to three attachments and consent, then 미리보기 → 신청하기.
 * Everything typed stays when the server refuses it.
 */
export function AdvisoryRequestForm({ profile, request, expertId }: AdvisoryRequestFormProps) {
  const { data: experts } = useSuspenseQuery(expertsQueryOptions(undefined, 1, ALL_EXPERTS))
  const navigate = useNavigate()
  const save = useSaveAdvisoryRequest(request?.id)
  const chosenExpert = experts.list.find((expert) => expert.id === expertId)
  const [draft, setDraft] = useState<Draft>(() => draftFrom(request, profile, chosenExpert?.field, chosenExpert?.id))
  const [attachments, setAttachments] = useState<UploadedPostFile[]>(request?.attachments ?? [])
  const [uploading, setUploading] = useState(0)
  const { errors, hasErrors, validate: validated } = useFieldErrors(() => check(draft))
  const [previewing, setPreviewing] = useState(false)
  const [dirty, setDirty] = useState(false)
  const leaving = useRef(false)

  useBlocker({ shouldBlockFn: () => dirty && !leaving.current && !window.confirm(form.leaveConfirm), enableBeforeUnload: () => dirty && !leaving.current })

  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setDirty(true)
  }
  const text = (key: 'company' | 'contactName' | 'phone' | 'email' | 'title') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.currentTarget.value }),
    error: errors[key],
    required: true,
  })

  const fieldExperts = experts.list.filter((expert) => !draft.field || expert.field === draft.field)
  const expert = experts.list.find((candidate) => String(candidate.id) === draft.expertId) ?? null
  const fieldLabel = advisoryFields.find((option) => option.value === draft.field)?.label ?? ''

  const input = (): AdvisoryRequestInput => ({
    company: draft.company.trim(),
    contactName: draft.contactName.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    field: draft.field as AdvisoryField,
    title: draft.title.trim(),
    description: draft.description.trim(),
    preferredExpertId: expert?.id ?? null,
    attachmentIds: attachments.map((file) => file.id),
    privacyConsent: draft.privacyConsent,
  })

  const send = () => {
    if (!validated()) return setPreviewing(false)
    save.mutate(input(), {
      onSuccess: (created) => {
        leaving.current = true
        if (request) void navigate({ to: '/myPage/tech', search: { id: created.id } })
        else void navigate({ to: '/cooperation/applyComplete', search: { no: created.applicationNo } })
      },
      onError: () => setPreviewing(false),
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  const submitLabel = request ? form.resubmit : form.submit

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {form.intro}
        </Text>
        <Fieldset legend={form.companyTitle}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={form.company} maxLength={advisoryLimits.companyMax} autoComplete="organization" {...text('company')} />
            <TextInput label={form.contactName} maxLength={advisoryLimits.contactNameMax} autoComplete="name" {...text('contactName')} />
            <TextInput label={form.phone} maxLength={20} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} {...text('phone')} />
            <TextInput label={form.email} maxLength={254} type="email" autoComplete="email" {...text('email')} />
          </SimpleGrid>
          {!request && (
            <Text size="xs" c="dimmed" mt="xs">
              {form.prefillNote}
            </Text>
          )}
        </Fieldset>
        <Fieldset legend={form.requestTitle}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={form.field}
                required
                value={draft.field}
                onChange={(event) => {
                  const field = event.currentTarget.value as AdvisoryField
                  // An expert of another field no longer fits the request.
                  set({ field, expertId: expert && expert.field !== field ? '' : draft.expertId })
                }}
                data={[{ value: '', label: form.fieldPlaceholder, disabled: true }, ...advisoryFields]}
                error={errors.field}
              />
              <NativeSelect
                label={form.expert}
                value={draft.expertId}
                onChange={(event) => set({ expertId: event.currentTarget.value })}
                data={[
                  { value: '', label: form.expertNone },
                  ...fieldExperts.map((candidate) => ({
                    value: String(candidate.id),
                    label: `${candidate.name} ${candidate.position} (${candidate.department})`,
                  })),
                ]}
              />
            </SimpleGrid>
            <TextInput
              label={form.title}
              maxLength={advisoryLimits.titleMax}
              placeholder={form.titlePlaceholder}
              description={form.titleCounter(draft.title.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...text('title')}
            />
            <Textarea
              label={form.description}
              required
              value={draft.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
              maxLength={advisoryLimits.descriptionMax}
              placeholder={form.descriptionPlaceholder}
              description={form.descriptionCounter(draft.description.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={6}
              maxRows={16}
              error={errors.description}
            />
            <PostFilePicker
              kind="attachment"
              label={form.attachments}
              files={attachments}
              onChange={(files) => {
                setAttachments(files)
                setDirty(true)
              }}
              onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
            />
          </Stack>
        </Fieldset>
        <PrivacyConsentFieldset
          title={form.privacyTitle}
          text={form.privacyText}
          label={form.privacyConsent}
          checked={draft.privacyConsent}
          onChange={(privacyConsent) => set({ privacyConsent })}
          error={errors.privacyConsent}
        />
        <ApplicationFormFooter
          invalid={hasErrors}
          saveError={save.error?.message ?? null}
          busy={uploading > 0}
          saving={save.isPending}
          submitLabel={submitLabel}
          onCancel={() => void navigate({ to: request ? '/myPage/tech' : '/cooperation/advice' })}
          onPreview={() => validated() && setPreviewing(true)}
        />
      </Stack>
      <ApplicationPreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        onSubmit={send}
        submitting={save.isPending}
        submitLabel={submitLabel}
        rows={[
          [form.company, draft.company.trim()],
          [form.contactName, draft.contactName.trim()],
          [form.phone, draft.phone.trim()],
          [form.email, draft.email.trim()],
          [form.field, fieldLabel],
          [form.expert, expert ? `${expert.name} ${expert.position} (${expert.department})` : form.expertNone],
          [form.title, draft.title.trim()],
          [form.description, draft.description.trim()],
        ]}
        attachmentsLabel={form.attachments}
        attachments={attachments}
      />
    </form>
  )
}
