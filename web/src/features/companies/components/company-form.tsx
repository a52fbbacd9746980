import {
  companyLimits,
  type CompanyInput,
  type CompanyProfile,
  type CompanySize,
  companySizes,
  formatBusinessNumber,
  normalizeBusinessNumber,
} from '@contract/companies'
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { companyMessages } from '../messages'
import { BusinessNumberInput, businessNumberError } from './business-number-input'

const { form } = companyMessages

type Draft = Record<
  'name' | 'businessNumber' | 'ceo' | 'industry' | 'businessType' | 'address' | 'phone' | 'homepage' | 'foundedOn' | 'introduction',
  string
> & {
  size: CompanySize | ''
}

const draftFrom = (company: CompanyProfile | undefined): Draft => ({
  name: company?.name ?? '',
  businessNumber: company ? formatBusinessNumber(company.businessNumber) : '',
  ceo: company?.ceo ?? '',
  industry: company?.industry ?? '',
  businessType: company?.businessType ?? '',
  address: company?.address ?? '',
  phone: company?.phone ?? '',
  homepage: company?.homepage ?? '',
  size: company?.size ?? '',
  foundedOn: company?.foundedOn?.slice(0, 10) ?? '',
  introduction: company?.introduction ?? '',
})

const check = (draft: Draft) => ({
  name: draft.name.trim() ? undefined : form.nameRequired,
  businessNumber: businessNumberError(draft.businessNumber) ?? undefined,
  ceo: draft.ceo.trim() ? undefined : form.ceoRequired,
  size: draft.size ? undefined : form.sizeRequired,
  foundedOn: !draft.foundedOn || /^\d{4}-\d{2}-\d{2}$/.test(draft.foundedOn) ? undefined : form.foundedOnInvalid,
})

const optional = (value: string) => value.trim() || null

const inputFrom = (draft: Draft): CompanyInput => ({
  name: draft.name.trim(),
  businessNumber: normalizeBusinessNumber(draft.businessNumber),
  ceo: draft.ceo.trim(),
  industry: optional(draft.industry),
  businessType: optional(draft.businessType),
  address: optional(draft.address),
  phone: optional(draft.phone),
  homepage: optional(draft.homepage),
  size: draft.size as CompanySize,
  foundedOn: optional(draft.foundedOn),
  introduction: optional(draft.introduction),
})

type Props = {
  /** The company being edited; a new registration when absent. */
  company?: CompanyProfile
  submitLabel: string
  onSubmit: (input: CompanyInput) => void
  submitting: boolean
  /** The server's refusal (a duplicate number, a rule); what was typed stays. */
  error: string | null
  onCancel?: () => void
}

/** Every field of a company; the number is checked here and again by the server. */
export function CompanyForm({ company, submitLabel, onSubmit, submitting, error, onCancel }: Props) {
  const [draft, setDraft] = useState(() => draftFrom(company))
  const { errors, validate } = useFieldErrors(() => check(draft))
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }))
  const text = (key: Exclude<keyof Draft, 'size' | 'businessNumber'>, maxLength?: number) => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => set({ [key]: event.currentTarget.value }),
    error: (errors as Partial<Record<string, string>>)[key],
    maxLength,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (validate()) onSubmit(inputFrom(draft))
  }

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={form.name} required autoComplete="organization" {...text('name', companyLimits.nameMax)} />
          <BusinessNumberInput value={draft.businessNumber} onChange={(businessNumber) => set({ businessNumber })} error={errors.businessNumber} />
          <TextInput label={form.ceo} required {...text('ceo', companyLimits.ceoMax)} />
          <NativeSelect
            label={form.size}
            required
            value={draft.size}
            onChange={(event) => set({ size: event.currentTarget.value as CompanySize })}
            data={[{ value: '', label: form.sizePlaceholder, disabled: true }, ...companySizes]}
            error={errors.size}
          />
          <TextInput label={form.industry} {...text('industry', companyLimits.industryMax)} />
          <TextInput label={form.businessType} {...text('businessType', companyLimits.industryMax)} />
          <TextInput label={form.phone} type="tel" autoComplete="tel" {...text('phone', companyLimits.phoneMax)} />
          <TextInput label={form.homepage} type="url" placeholder={form.homepagePlaceholder} {...text('homepage', companyLimits.homepageMax)} />
          <TextInput label={form.foundedOn} type="date" placeholder={form.foundedOnPlaceholder} {...text('foundedOn')} />
        </SimpleGrid>
        <TextInput label={form.address} autoComplete="street-address" {...text('address', companyLimits.addressMax)} />
        <Textarea
          label={form.introduction}
          description={form.introductionCounter(draft.introduction.length)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          {...text('introduction', companyLimits.introductionMax)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="center" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {form.cancel}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
