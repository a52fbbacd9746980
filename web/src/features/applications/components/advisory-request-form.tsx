import { type AdvisoryField, advisoryFields, advisoryLimits, type AdvisoryRequestDetail, type AdvisoryRequestInput } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { contactFromProfile } from '@/lib/member-contact'
import type { FieldErrors } from '@/hooks/use-field-errors'
import { ALL_EXPERTS, expertsQueryOptions } from '../api/get-experts'
import { useSaveAdvisoryRequest } from '../api/save-advisory-request'
import { useApplicationForm } from '../hooks/use-application-form'
import { useFilingCompany } from '../hooks/use-filing-company'
import { applicationMessages } from '../messages'
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

const { form } = applicationMessages

const contentFields: ContentFields = {
  legend: form.requestTitle,
  title: { label: form.title, maxLength: advisoryLimits.titleMax, placeholder: form.titlePlaceholder, counter: form.titleCounter },
  body: { label: form.description, maxLength: advisoryLimits.descriptionMax, placeholder: form.descriptionPlaceholder, counter: form.descriptionCounter },
  attachments: form.attachments,
}

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
  const found: Errors = checkCommonFields(draft, form)
  if (!draft.field) found.field = form.fieldRequired
  if (!draft.description.trim()) found.description = form.descriptionRequired
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
  const chosenExpert = experts.list.find((expert) => expert.id === expertId)
  const expertOf = (draft: Draft) => experts.list.find((candidate) => String(candidate.id) === draft.expertId) ?? null
  const filingCompany = useFilingCompany()
  const { draft, set, text, errors, submit, files, consent, footer, preview } = useApplicationForm({
    initial: () => draftFrom(request, profile, chosenExpert?.field, chosenExpert?.id),
    initialAttachments: request?.attachments,
    check: (draft) => check(withFilingCompany(draft, filingCompany)),
    save: useSaveAdvisoryRequest(request?.id),
    input: (draft, attachments): AdvisoryRequestInput => ({
      ...trimmedContact(withFilingCompany(draft, filingCompany)),
      field: draft.field as AdvisoryField,
      title: draft.title.trim(),
      description: draft.description.trim(),
      preferredExpertId: expertOf(draft)?.id ?? null,
      attachmentIds: attachments.map((file) => file.id),
      privacyConsent: draft.privacyConsent,
    }),
    onSaved: (created) => {
      if (request) void navigate({ to: '/myPage/tech', search: { id: created.id } })
      else void navigate({ to: '/cooperation/applyComplete', search: { no: created.applicationNo } })
    },
  })

  const fieldExperts = experts.list.filter((expert) => !draft.field || expert.field === draft.field)
  const expert = expertOf(draft)
  const fieldLabel = advisoryFields.find((option) => option.value === draft.field)?.label ?? ''
  const submitLabel = request ? form.resubmit : form.submit

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {form.intro}
        </Text>
        <CompanyContactFieldset legend={form.companyTitle} limits={advisoryLimits} prefilled={!request} text={text} filingCompany={filingCompany} />
        <ApplicationContentFieldset fields={contentFields} title={text('title')} body={text('description')} files={files}>
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
        </ApplicationContentFieldset>
        <PrivacyConsentFieldset title={form.privacyTitle} text={form.privacyText} label={form.privacyConsent} {...consent} />
        <ApplicationFormFooter {...footer} submitLabel={submitLabel} onCancel={() => void navigate({ to: request ? '/myPage/tech' : '/cooperation/advice' })} />
      </Stack>
      <ApplicationPreviewModal
        {...preview}
        submitLabel={submitLabel}
        rows={[
          ...contactRows(withFilingCompany(draft, filingCompany)),
          [form.field, fieldLabel],
          [form.expert, expert ? `${expert.name} ${expert.position} (${expert.department})` : form.expertNone],
          [form.title, draft.title.trim()],
          [form.description, draft.description.trim()],
        ]}
        attachmentsLabel={form.attachments}
      />
    </form>
  )
}
