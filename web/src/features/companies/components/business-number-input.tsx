import { isValidBusinessNumber, normalizeBusinessNumber } from '@contract/companies'
import { TextInput } from '@mantine/core'
import { formatBusinessNumberTyping } from '../lib/business-number'
import { companyMessages } from '../messages'

const { form } = companyMessages

/** The complaint about a typed number once all ten digits are there, or null. */
export const businessNumberError = (value: string) => (isValidBusinessNumber(value) ? null : form.businessNumberInvalid)

type Props = { value: string; onChange: (value: string) => void; error?: string | null; label?: string }

/**
 * 사업자등록번호 as 123-45-67890 while it is typed; the check digit is tested here as soon as the
 * ten digits are in, and again by the server.
 */
export function BusinessNumberInput({ value, onChange, error, label = form.businessNumber }: Props) {
  const complete = normalizeBusinessNumber(value).length === 10
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(formatBusinessNumberTyping(event.currentTarget.value))}
      placeholder={form.businessNumberPlaceholder}
      inputMode="numeric"
      maxLength={12}
      required
      error={error ?? (complete ? businessNumberError(value) : null)}
    />
  )
}
