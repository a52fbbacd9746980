import { type ProposalDetail, type ProposalInput, proposalLimits } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import type { UploadedPostFile } from '@contract/member-boards'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { useAuth } from '@/hooks/use-auth'
import { contactFromProfile } from '@/lib/member-contact'
import type { FieldErrors } from '@/hooks/use-field-errors'
import { projectCallQueryOptions } from '../api/project-calls'
import { useSaveProposal } from '../api/proposals'
import { useApplicationForm } from '../hooks/use-application-form'
import { useFilingCompany } from '../hooks/use-filing-company'
import { applicationMessages, projectMessages } from '../messages'
import {
  ApplicationContentFieldset,
  checkCommonFields,
  CompanyContactFieldset,
  contactRows,
  type ContentFields,
  trimmedContact,
  withFilingCompany,
} from './application-fieldsets'
import { ApplicationFormFooter } from './application-form-footer'
import { ApplicationPreviewModal } from './application-preview-modal'

const form = { ...applicationMessages.form, ...projectMessages.form }

const contentFields: ContentFields = {
  legend: form.proposalTitle,
  title: { label: form.title, maxLength: proposalLimits.titleMax, placeholder: form.titlePlaceholder, counter: form.titleCounter },
  body: { label: form.summary, maxLength: proposalLimits.summaryMax, placeholder: form.summaryPlaceholder, counter: form.summaryCounter },
  attachments: form.attachments,
}

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

const check = (draft: Draft, files: UploadedPostFile[]): Errors => {
  const found: Errors = checkCommonFields(draft, form)
  if (!draft.summary.trim()) found.summary = form.summaryRequired
  if (files.length === 0) found.attachments = form.attachmentsRequired
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
  const filingCompany = useFilingCompany()
  const { draft, text, errors, submit, files, consent, footer, preview } = useApplicationForm({
    initial: () => draftFrom(proposal, profile),
    initialAttachments: proposal?.attachments,
    check: (draft, attachments) => check(withFilingCompany(draft, filingCompany), attachments),
    save: useSaveProposal(proposal?.id),
    input: (draft, attachments): ProposalInput => ({
      callId,
      ...trimmedContact(withFilingCompany(draft, filingCompany)),
      title: draft.title.trim(),
      summary: draft.summary.trim(),
      attachmentIds: attachments.map((file) => file.id),
      privacyConsent: draft.privacyConsent,
    }),
    onSaved: (created) => {
      if (proposal) void navigate({ to: '/myPage/assn', search: { id: created.id } })
      else void navigate({ to: '/cooperation/applyComplete', search: { no: created.applicationNo, kind: 'assn' } })
    },
  })
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
        <CompanyContactFieldset legend={form.companyTitle} limits={proposalLimits} prefilled={!proposal} text={text} filingCompany={filingCompany} />
        <ApplicationContentFieldset
          fields={contentFields}
          title={text('title')}
          body={text('summary')}
          files={files}
          filesNote={
            <Text size="xs" c={errors.attachments ? 'red' : 'dimmed'} role={errors.attachments ? 'alert' : undefined}>
              {errors.attachments ?? form.attachmentsNote}
            </Text>
          }
        />
        {!proposal && <PrivacyConsentFieldset title={form.privacyTitle} text={form.privacyText} label={form.privacyConsent} {...consent} />}
        <ApplicationFormFooter
          {...footer}
          submitLabel={submitLabel}
          onCancel={() => void navigate({ to: proposal ? '/myPage/assn' : '/cooperation/assn', search: proposal ? {} : { id: callId } })}
        />
      </Stack>
      <ApplicationPreviewModal
        {...preview}
        submitLabel={submitLabel}
        rows={[
          [projectMessages.my.fields.call, call.title],
          ...contactRows(withFilingCompany(draft, filingCompany)),
          [form.title, draft.title.trim()],
          [form.summary, draft.summary.trim()],
        ]}
        attachmentsLabel={form.attachments}
      />
    </form>
  )
}
