import { accountRules } from '@contract/account-rules'
import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput, type TextInputProps } from '@mantine/core'
import type { ComponentProps, ReactNode } from 'react'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import type { FieldErrors } from '@/hooks/use-field-errors'
import type { TextFieldProps } from '../hooks/use-application-form'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type ContactKey = 'company' | 'contactName' | 'phone' | 'email'

type CompanyContactProps = {
  legend: string
  limits: { companyMax: number; contactNameMax: number }
  /** A new application starts from the member's profile and says so; a revision starts from itself. */
  prefilled: boolean
  text: (key: ContactKey) => TextFieldProps
  /** The member's company: the application is filed for it, and only staff may change that. */
  filingCompany: string | null
}

/**
 * What both forms check alike: the contact, the title and the consent, each in the form's own words
 * (one asks for a 기업명(기관명) and an 자문 제목, the other for a 기업명 and a 과제명).
 */
export const checkCommonFields = (
  draft: Record<ContactKey | 'title', string> & { privacyConsent: boolean },
  messages: { companyRequired: string; contactNameRequired: string; titleRequired: string; privacyRequired: string },
): FieldErrors<ContactKey | 'title' | 'privacyConsent'> => {
  const found: FieldErrors<ContactKey | 'title' | 'privacyConsent'> = checkContactFields(draft, messages)
  if (!draft.title.trim()) found.title = messages.titleRequired
  return found
}

/** The contact and the consent, for a form that asks no title (the 기술상담 신청 is about a technology). */
export const checkContactFields = (
  draft: Record<ContactKey, string> & { privacyConsent: boolean },
  messages: { companyRequired: string; contactNameRequired: string; privacyRequired: string },
): FieldErrors<ContactKey | 'privacyConsent'> => {
  const found: FieldErrors<ContactKey | 'privacyConsent'> = {}
  if (!draft.company.trim()) found.company = messages.companyRequired
  if (!draft.contactName.trim()) found.contactName = messages.contactNameRequired
  if (!accountRules.phone.pattern.test(draft.phone.trim())) found.phone = accountRules.phone.message
  if (!accountRules.email.pattern.test(draft.email.trim())) found.email = accountRules.email.message
  if (!draft.privacyConsent) found.privacyConsent = messages.privacyRequired
  return found
}

/** The draft as it is checked and sent: a member of a company always files for that company. */
export const withFilingCompany = <D extends { company: string }>(draft: D, filingCompany: string | null): D =>
  filingCompany ? { ...draft, company: filingCompany } : draft

/** The contact as it is sent: what was typed, without the spaces around it. */
export const trimmedContact = (draft: Record<ContactKey, string>): Record<ContactKey, string> => ({
  company: draft.company.trim(),
  contactName: draft.contactName.trim(),
  phone: draft.phone.trim(),
  email: draft.email.trim(),
})

/** The contact's rows in the preview. */
export const contactRows = (draft: Record<ContactKey, string>): [string, string][] => {
  const contact = trimmedContact(draft)
  return [
    [form.company, contact.company],
    [form.contactName, contact.contactName],
    [form.phone, contact.phone],
    [form.email, contact.email],
  ]
}

// The counter stands right under its box, above any error.
const wrapperOrder: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error']

/** Who applies: company, contact, phone and e-mail. */
export function CompanyContactFieldset({ legend, limits, prefilled, text, filingCompany }: CompanyContactProps) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {filingCompany ? (
          <TextInput label={form.company} value={filingCompany} readOnly description={form.companyNote} inputWrapperOrder={wrapperOrder} />
        ) : (
          <TextInput label={form.company} maxLength={limits.companyMax} autoComplete="organization" {...text('company')} />
        )}
        <TextInput label={form.contactName} maxLength={limits.contactNameMax} autoComplete="name" {...text('contactName')} />
        <TextInput label={form.phone} maxLength={20} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} {...text('phone')} />
        <TextInput label={form.email} maxLength={254} type="email" autoComplete="email" {...text('email')} />
      </SimpleGrid>
      {prefilled && (
        <Text size="xs" c="dimmed" mt="xs">
          {form.prefillNote}
        </Text>
      )}
    </Fieldset>
  )
}

/** A text's label, limit and placeholder, and the counter under it. */
type CountedText = { label: string; maxLength: number; placeholder: string; counter: (length: number) => string }

/** What a form calls the parts of what is applied for, and how long they may be. */
export type ContentFields = { legend: string; title: CountedText; body: CountedText; attachments: string }

const counted = ({ counter, ...text }: CountedText, field: TextFieldProps) => ({
  ...text,
  description: counter(field.value.length),
  inputWrapperOrder: wrapperOrder,
  ...field,
})

type ContentProps = {
  fields: ContentFields
  /** What the form asks before the title (the advisory's field and expert). */
  children?: ReactNode
  title: TextFieldProps
  body: TextFieldProps
  files: Omit<ComponentProps<typeof PostFilePicker>, 'kind' | 'label'>
  /** What the form says under the file picker. */
  filesNote?: ReactNode
}

/** What is applied for: a one-line title, the text, and the files. */
export function ApplicationContentFieldset({ fields, children, title, body, files, filesNote }: ContentProps) {
  const picker = <PostFilePicker kind="attachment" label={fields.attachments} {...files} />
  return (
    <Fieldset legend={fields.legend}>
      <Stack gap="md">
        {children}
        <TextInput {...counted(fields.title, title)} />
        <Textarea {...counted(fields.body, body)} autosize minRows={6} maxRows={16} />
        {filesNote ? (
          <Stack gap={4}>
            {picker}
            {filesNote}
          </Stack>
        ) : (
          picker
        )}
      </Stack>
    </Fieldset>
  )
}
