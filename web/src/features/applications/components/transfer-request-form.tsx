import type { MyPageSummary } from '@contract/auth'
import { type TransferRequestDetail, type TransferRequestInput, transferRequestLimits, type TransferType, transferTypes } from '@contract/tech-transfer'
import { Fieldset, Select, Stack, Text, Textarea, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import type { FieldErrors } from '@/hooks/use-field-errors'
import { contactFromProfile } from '@/lib/member-contact'
import { useSaveTransferRequest } from '../api/transfer-requests'
import { useApplicationForm } from '../hooks/use-application-form'
import { useFilingCompany } from '../hooks/use-filing-company'
import { applicationMessages, transferMessages } from '../messages'
import { checkContactFields, CompanyContactFieldset, contactRows, trimmedContact, withFilingCompany } from './application-fieldsets'
import { ApplicationFormFooter } from './application-form-footer'
import { ApplicationPreviewModal } from './application-preview-modal'

const form = { ...applicationMessages.form, ...transferMessages.form }

/** The technology asked about, as its page shows it: the form offers the 이전 형태 it is offered under. */
export type TransferTechnology = { id: number; title: string; transferTypes: readonly TransferType[] }

type Draft = Omit<TransferRequestInput, 'technologyId' | 'attachmentIds' | 'preferredTransferType'> & {
  preferredTransferType: TransferType | ''
}
type Field = keyof Draft

export const transferDraftFrom = (request: TransferRequestDetail | undefined, profile: MyPageSummary): Draft =>
  request ? { ...request, privacyConsent: true } : { ...contactFromProfile(profile), purpose: '', preferredTransferType: '', privacyConsent: false }

export const checkTransferDraft = (draft: Draft): FieldErrors<Field> => {
  const found: FieldErrors<Field> = checkContactFields(draft, form)
  if (!draft.preferredTransferType) found.preferredTransferType = form.preferredRequired
  if (!draft.purpose.trim()) found.purpose = form.purposeRequired
  return found
}

type Props = {
  technology: TransferTechnology
  profile: MyPageSummary
  /** A request staff sent back for revision; a new one when absent. */
  request?: TransferRequestDetail
}

/**
 * The 기술상담 신청 about one technology: company and contact (prefilled from the member and their
 * company), the preferred 이전 형태, what the company wants to do with it, up to three files and
 * consent, then 미리보기 → 신청하기. Everything typed stays when the server refuses it.
 */
export function TransferRequestForm({ technology, profile, request }: Props) {
  const navigate = useNavigate()
  const filingCompany = useFilingCompany()
  const { draft, set, text, errors, submit, files, consent, footer, preview } = useApplicationForm({
    initial: () => transferDraftFrom(request, profile),
    initialAttachments: request?.attachments,
    check: (draft) => checkTransferDraft(withFilingCompany(draft, filingCompany)),
    save: useSaveTransferRequest(request?.id),
    input: (draft, attachments): TransferRequestInput => ({
      technologyId: technology.id,
      ...trimmedContact(withFilingCompany(draft, filingCompany)),
      purpose: draft.purpose.trim(),
      preferredTransferType: draft.preferredTransferType as TransferType,
      attachmentIds: attachments.map((file) => file.id),
      privacyConsent: draft.privacyConsent,
    }),
    onSaved: (created) => {
      if (request) void navigate({ to: '/myPage/transfer', search: { id: created.id } })
      else void navigate({ to: '/cooperation/applyComplete', search: { no: created.applicationNo, kind: 'transfer' } })
    },
  })
  const submitLabel = request ? form.resubmit : form.submit
  // The technology's own 이전 형태 first; any other may still be asked for.
  const typeOptions = [...transferTypes].sort((a, b) => Number(technology.transferTypes.includes(b.value)) - Number(technology.transferTypes.includes(a.value)))
  const typeLabel = transferTypes.find((option) => option.value === draft.preferredTransferType)?.label ?? ''
  const purpose = text('purpose')

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {form.heading}
          </Title>
          <Text fw={700} data-testid="transfer-technology">
            {technology.title}
          </Text>
          <Text size="sm" c="dimmed">
            {form.intro}
          </Text>
        </Stack>
        <CompanyContactFieldset legend={form.companyTitle} limits={transferRequestLimits} prefilled={!request} text={text} filingCompany={filingCompany} />
        <Fieldset legend={form.requestTitle}>
          <Stack gap="md">
            <Select
              label={form.preferredTransferType}
              placeholder={form.preferredPlaceholder}
              data={typeOptions.map((option) => ({ value: option.value, label: option.label }))}
              value={draft.preferredTransferType || null}
              onChange={(value) => set({ preferredTransferType: (value ?? '') as TransferType | '' })}
              error={errors.preferredTransferType}
              required
            />
            <Textarea
              label={form.purpose}
              placeholder={form.purposePlaceholder}
              maxLength={transferRequestLimits.purposeMax}
              description={form.purposeCounter(purpose.value.length)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={6}
              maxRows={16}
              {...purpose}
            />
            <PostFilePicker kind="attachment" label={form.attachments} limit={transferRequestLimits.attachmentsMax} {...files} />
          </Stack>
        </Fieldset>
        {!request && <PrivacyConsentFieldset title={form.privacyTitle} text={form.privacyText} label={form.privacyConsent} {...consent} />}
        <ApplicationFormFooter
          {...footer}
          submitLabel={submitLabel}
          onCancel={() =>
            void (request
              ? navigate({ to: '/myPage/transfer', search: { id: request.id } })
              : navigate({ to: '/cooperation/techTransferDetail', search: { id: technology.id } }))
          }
        />
      </Stack>
      <ApplicationPreviewModal
        {...preview}
        submitLabel={submitLabel}
        rows={[
          [form.technology, technology.title],
          ...contactRows(withFilingCompany(draft, filingCompany)),
          [form.preferredTransferType, typeLabel],
          [form.purpose, draft.purpose.trim()],
        ]}
        attachmentsLabel={form.attachments}
      />
    </form>
  )
}
