import { accountRules } from '@contract/account-rules'
import { type ProposalDetail, type ProposalInput, proposalLimits } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import type { UploadedPostFile } from '@contract/member-boards'
import { Alert, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import { useAuth } from '@/hooks/use-auth'
import { contactFromProfile } from '@/lib/member-contact'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { projectCallQueryOptions } from '../api/project-calls'
import { useSaveProposal } from '../api/proposals'
import { applicationMessages, projectMessages } from '../messages'
import { ApplicationFormFooter } from './application-form-footer'
import { ApplicationPreviewModal } from './application-preview-modal'

const form = { ...applicationMessages.form, ...projectMessages.form }

type Draft = Omit<ProposalInput, 'callId' | 'attachmentIds'>
type Field = keyof Draft | 'attachments'
type Errors = FieldErrors<Field>

const draftFrom = (proposal: ProposalDetail | undefined, profile: MyPageSummary): Draft =>
  proposal
    ? { ...proposal, privacyConsent: true }
    : {
        ...contactFromProfile(profile),
        title: '',
        summary: '',
        privacyConsent: false,
      }

const check = (draft: Draft, files: number): Errors => {
  const found: Errors = {}
  if (!draft.company.trim()) found.company = form.companyRequired
  if (!draft.contactName.trim()) found.contactName = form.contactNameRequired
  if (!accountRules.phone.pattern.test(draft.phone.trim())) found.phone = accountRules.phone.message
  if (!accountRules.email.pattern.test(draft.email.trim())) found.email = accountRules.email.message
  if (!draft.title.trim()) found.title = form.titleRequired
  if (!draft.summary.trim()) found.summary = form.summaryRequired
  if (files === 0) found.attachments = form.attachmentsRequired
  if (!draft.privacyConsent) found.privacyConsent = form.privacyRequired
  return found
}

type Props = {
  callId: number
  profile: MyPageSummary
  /** A proposal staff sent back for revision; a new one when absent. */
  proposal?: ProposalDetail
}

/**
 * The proposal to one call (`/cooperation/assn?id=&apply=true`): company and contact (prefilled),
 * the project's name and summary with counters, 1–3 proposal files and consent, then 미리보기 →
 * 제출하기. Everything typed stays when the server refuses it.
 */
export function ProposalForm({ callId, profile, proposal }: Props) {
  const auth = useAuth()
  const { data: call } = useSuspenseQuery(projectCallQueryOptions(callId, auth.userInfo?.login_id ?? null))
  const navigate = useNavigate()
  const save = useSaveProposal(proposal?.id)
  const [draft, setDraft] = useState<Draft>(() => draftFrom(proposal, profile))
  const [attachments, setAttachments] = useState<UploadedPostFile[]>(proposal?.attachments ?? [])
  const [uploading, setUploading] = useState(0)
  const { errors, hasErrors, validate: validated } = useFieldErrors(() => check(draft, attachments.length))
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

  const send = () => {
    if (!validated()) return setPreviewing(false)
    const input: ProposalInput = {
      callId,
      company: draft.company.trim(),
      contactName: draft.contactName.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
      title: draft.title.trim(),
      summary: draft.summary.trim(),
      attachmentIds: attachments.map((file) => file.id),
      privacyConsent: draft.privacyConsent,
    }
    save.mutate(input, {
      onSuccess: (created) => {
        leaving.current = true
        if (proposal) void navigate({ to: '/myPage/assn', search: { id: created.id } })
        else void navigate({ to: '/cooperation/applyComplete', search: { no: created.applicationNo, kind: 'assn' } })
      },
      onError: () => setPreviewing(false),
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  const submitLabel = proposal ? form.resubmit : form.submit

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {form.heading}
          </Title>
          <Text fw={700}>{call.title}</Text>
          <Text size="sm" c="dimmed">
            {form.intro}
          </Text>
        </Stack>
        {proposal && (
          <Alert color="orange" variant="light" title={form.revisionTitle}>
            {proposal.history.at(-1)?.reason}
          </Alert>
        )}
        <Fieldset legend={form.companyTitle}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={form.company} maxLength={proposalLimits.companyMax} autoComplete="organization" {...text('company')} />
            <TextInput label={form.contactName} maxLength={proposalLimits.contactNameMax} autoComplete="name" {...text('contactName')} />
            <TextInput label={form.phone} maxLength={20} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} {...text('phone')} />
            <TextInput label={form.email} maxLength={254} type="email" autoComplete="email" {...text('email')} />
          </SimpleGrid>
          {!proposal && (
            <Text size="xs" c="dimmed" mt="xs">
              {form.prefillNote}
            </Text>
          )}
        </Fieldset>
        <Fieldset legend={form.proposalTitle}>
          <Stack gap="md">
            <TextInput
              label={form.title}
              maxLength={proposalLimits.titleMax}
              placeholder={form.titlePlaceholder}
              description={form.titleCounter(draft.title.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...text('title')}
            />
            <Textarea
              label={form.summary}
              required
              value={draft.summary}
              onChange={(event) => set({ summary: event.currentTarget.value })}
              maxLength={proposalLimits.summaryMax}
              placeholder={form.summaryPlaceholder}
              description={form.summaryCounter(draft.summary.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={6}
              maxRows={16}
              error={errors.summary}
            />
            <Stack gap={4}>
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
              <Text size="xs" c={errors.attachments ? 'red' : 'dimmed'} role={errors.attachments ? 'alert' : undefined}>
                {errors.attachments ?? form.attachmentsNote}
              </Text>
            </Stack>
          </Stack>
        </Fieldset>
        {!proposal && (
          <PrivacyConsentFieldset
            title={form.privacyTitle}
            text={form.privacyText}
            label={form.privacyConsent}
            checked={draft.privacyConsent}
            onChange={(privacyConsent) => set({ privacyConsent })}
            error={errors.privacyConsent}
          />
        )}
        <ApplicationFormFooter
          invalid={hasErrors}
          saveError={save.error?.message ?? null}
          busy={uploading > 0}
          saving={save.isPending}
          submitLabel={submitLabel}
          onCancel={() => void navigate({ to: proposal ? '/myPage/assn' : '/cooperation/assn', search: proposal ? {} : { id: callId } })}
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
          [projectMessages.my.fields.call, call.title],
          [form.company, draft.company.trim()],
          [form.contactName, draft.contactName.trim()],
          [form.phone, draft.phone.trim()],
          [form.email, draft.email.trim()],
          [form.title, draft.title.trim()],
          [form.summary, draft.summary.trim()],
        ]}
        attachmentsLabel={form.attachments}
        attachments={attachments}
      />
    </form>
  )
}
