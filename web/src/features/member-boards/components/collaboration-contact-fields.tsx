import type { CollaborationContact } from '@contract/member-boards'
import { Alert, Anchor, Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { memberBoardMessages } from '../messages'

const { form } = memberBoardMessages

type CollaborationContactFieldsProps = {
  contact: CollaborationContact
  /** Filled from the member's profile (a new request): say so, as the application forms do. */
  prefilled?: boolean
  consent: boolean
  errors: { contact?: string; email?: string; consent?: string }
  onContactChange: (contact: CollaborationContact) => void
  onConsentChange: (consent: boolean) => void
}

/** Who the 산학협력단 answers a collaboration request to, and the consent the contact needs. */
export function CollaborationContactFields({ contact, prefilled = false, consent, errors, onContactChange, onConsentChange }: CollaborationContactFieldsProps) {
  const field = (key: keyof CollaborationContact) => ({
    value: contact[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onContactChange({ ...contact, [key]: event.currentTarget.value }),
    required: true,
  })
  return (
    <>
      <Fieldset legend={form.contactTitle}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={form.company} maxLength={100} autoComplete="organization" {...field('company')} />
          <TextInput label={form.contactName} maxLength={50} autoComplete="name" {...field('contactName')} />
          <TextInput label={form.phone} maxLength={20} type="tel" autoComplete="tel" placeholder={form.phonePlaceholder} {...field('phone')} />
          <TextInput label={form.email} maxLength={254} type="email" autoComplete="email" error={errors.email} {...field('email')} />
        </SimpleGrid>
        {prefilled && (
          <Text size="xs" c="dimmed" mt="xs">
            {form.prefillNote}
          </Text>
        )}
        {errors.contact && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {errors.contact}
          </Text>
        )}
      </Fieldset>
      <PrivacyConsentFieldset
        title={form.privacyTitle}
        text={form.privacyText}
        label={form.privacyConsent}
        checked={consent}
        onChange={onConsentChange}
        error={errors.consent}
      />
    </>
  )
}

/** The 공유협업 programme a request came from, linked back to its page. */
export function CollaborationProgramme({ programme }: { programme: { id: number; title: string } }) {
  return (
    <Alert variant="light" title={form.programme}>
      <Anchor fw={700} renderRoot={(props) => <Link to="/cooperation/sharingDetail" search={{ id: programme.id }} {...props} />}>
        {programme.title}
      </Anchor>
      <Text size="sm" mt={4}>
        {form.programmeNote}
      </Text>
    </Alert>
  )
}
