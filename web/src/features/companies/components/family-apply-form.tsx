import { accountRules } from '@contract/account-rules'
import { type AdvisoryField, advisoryFields } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import type { FamilyApplicationInput, FamilyTier } from '@contract/companies'
import type { UploadedPostFile } from '@contract/member-boards'
import { Alert, Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { FamilyTierFacts } from '@/components/family-tier-facts'
import { PrivacyConsentFieldset } from '@/components/privacy-consent-fieldset'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'

const { family } = companyMessages

type Draft = {
  tierId: string
  contactName: string
  contactPhone: string
  contactEmail: string
  cooperationFields: AdvisoryField[]
  listingConsent: boolean
  certificate: UploadedPostFile[]
  privacyConsent: boolean
}

const check = (draft: Draft) => ({
  tierId: draft.tierId ? undefined : family.tierRequired,
  contactName: draft.contactName.trim() ? undefined : family.contactNameRequired,
  contactPhone: accountRules.phone.pattern.test(draft.contactPhone.trim()) ? undefined : accountRules.phone.message,
  contactEmail: accountRules.email.pattern.test(draft.contactEmail.trim()) ? undefined : accountRules.email.message,
  cooperationFields: draft.cooperationFields.length > 0 ? undefined : family.fieldsRequired,
  certificate: draft.certificate.length === 1 ? undefined : family.certificateRequired,
  privacyConsent: draft.privacyConsent ? undefined : family.privacyRequired,
})

const inputFrom = (draft: Draft): FamilyApplicationInput => ({
  tierId: Number(draft.tierId),
  contactName: draft.contactName.trim(),
  contactPhone: draft.contactPhone.trim(),
  contactEmail: draft.contactEmail.trim(),
  cooperationFields: draft.cooperationFields,
  listingConsent: draft.listingConsent,
  certificateId: draft.certificate[0]!.id,
  privacyConsent: draft.privacyConsent,
})

const contactFields = [
  { key: 'contactName', label: family.contactName, type: 'text', maxLength: 50 },
  { key: 'contactPhone', label: family.contactPhone, type: 'tel', maxLength: 20 },
  { key: 'contactEmail', label: family.contactEmail, type: 'email', maxLength: 254 },
] as const

/** A tier as a card: its fee, its period and what it brings. */
function TierCard({ tier }: { tier: FamilyTier }) {
  return (
    <Radio.Card value={String(tier.id)} p="md" radius="md" aria-label={tier.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2}>
          <Text fw={700}>{tier.name}</Text>
          <FamilyTierFacts tier={tier} />
        </Stack>
      </Group>
    </Radio.Card>
  )
}

type Props = { tiers: FamilyTier[]; summary: MyPageSummary; notify: Notify }

/** The 관리자's 가족회사 application: tier, contact (from the profile), fields, listing, certificate, consent. */
export function FamilyApplyForm({ tiers, summary, notify }: Props) {
  const [draft, setDraft] = useState<Draft>({
    tierId: '',
    contactName: summary.user_nm,
    contactPhone: summary.phone ?? '',
    contactEmail: summary.email,
    cooperationFields: [],
    listingConsent: false,
    certificate: [],
    privacyConsent: false,
  })
  const [uploading, setUploading] = useState(0)
  const { errors, validate } = useFieldErrors(() => check(draft))
  const apply = useCompanyAction(companyApi.applyFamily, notify, (_input, created) => family.submitted(created.applicationNo), true)
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (validate()) apply.mutate(inputFrom(draft))
  }

  return (
    <form onSubmit={submit} noValidate aria-label={family.apply}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {family.applyIntro}
        </Text>
        <Radio.Group label={family.tier} value={draft.tierId} onChange={(tierId) => set({ tierId })} error={errors.tierId} required>
          <SimpleGrid cols={{ base: 1, sm: Math.min(tiers.length, 3) }} spacing="sm" mt={6}>
            {tiers.map((tier) => (
              <TierCard key={tier.id} tier={tier} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Fieldset legend={family.contact}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {contactFields.map(({ key, label, type, maxLength }) => (
              <TextInput
                key={key}
                label={label}
                type={type}
                value={draft[key]}
                onChange={(event) => set({ [key]: event.currentTarget.value })}
                error={errors[key]}
                maxLength={maxLength}
                required
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Checkbox.Group
          label={family.fields}
          value={draft.cooperationFields}
          onChange={(values) => set({ cooperationFields: values as AdvisoryField[] })}
          error={errors.cooperationFields}
          required
        >
          <Group gap="md" mt={6}>
            {advisoryFields.map((field) => (
              <Checkbox key={field.value} value={field.value} label={field.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox label={family.listing} checked={draft.listingConsent} onChange={(event) => set({ listingConsent: event.currentTarget.checked })} />
        <Stack gap={4}>
          <PostFilePicker
            kind="attachment"
            label={family.certificate}
            limit={1}
            files={draft.certificate}
            onChange={(certificate) => set({ certificate })}
            onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
          />
          {errors.certificate && (
            <Text size="sm" c="red" role="alert">
              {errors.certificate}
            </Text>
          )}
        </Stack>
        <PrivacyConsentFieldset
          title={family.privacyTitle}
          text={family.privacyText}
          label={family.privacyConsent}
          checked={draft.privacyConsent}
          onChange={(privacyConsent) => set({ privacyConsent })}
          error={errors.privacyConsent}
        />
        {apply.error && (
          <Alert color="red" role="alert">
            {apply.error.message}
          </Alert>
        )}
        <Group justify="center">
          <Button type="submit" loading={apply.isPending} disabled={uploading > 0}>
            {family.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
