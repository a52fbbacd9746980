import { Input, NativeSelect, TextInput, VisuallyHidden } from '@mantine/core'
import { findAccountMessages as m } from '../messages'
import classes from './phone-number-input.module.css'

export type PhoneParts = [string, string, string]

const prefixes = ['010', '011', '016', '017', '018', '019']

export const emptyPhone = (): PhoneParts => ['010', '', '']

/** "010-1234-5678", the form the server stores and checks (accountRules.phone). */
export const joinPhone = (parts: PhoneParts) => parts.map((part) => part.trim()).join('-')

/** Narrow screens show only "가운데 자리"; screen readers and getByLabel still get the full name. */
const partLabel = (part: string) => (
  <>
    <VisuallyHidden>{m.phone} </VisuallyHidden>
    {part}
  </>
)

const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** The mobile number in three parts, each with its own visible label. */
export function PhoneNumberInput({ value, onChange, error }: { value: PhoneParts; onChange: (parts: PhoneParts) => void; error?: string }) {
  const set = (index: 0 | 1 | 2, part: string) => {
    const next: PhoneParts = [...value]
    next[index] = part
    onChange(next)
  }
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{m.phone}</legend>
      <div className={classes.parts}>
        <NativeSelect label={partLabel(m.phoneFirst)} value={value[0]} onChange={(event) => set(0, event.currentTarget.value)} data={prefixes} classNames={{ label: classes.partLabel }} />
        <span className={classes.dash} aria-hidden="true">-</span>
        <TextInput
          label={partLabel(m.phoneMiddle)}
          value={value[1]}
          onChange={(event) => set(1, digitsOnly(event.currentTarget.value))}
          inputMode="numeric"
          maxLength={4}
          autoComplete="tel-local-prefix"
          classNames={{ label: classes.partLabel }}
          error={Boolean(error)}
        />
        <span className={classes.dash} aria-hidden="true">-</span>
        <TextInput
          label={partLabel(m.phoneLast)}
          value={value[2]}
          onChange={(event) => set(2, digitsOnly(event.currentTarget.value))}
          inputMode="numeric"
          maxLength={4}
          autoComplete="tel-local-suffix"
          classNames={{ label: classes.partLabel }}
          error={Boolean(error)}
        />
      </div>
      {error && <Input.Error className={classes.error}>{error}</Input.Error>}
    </fieldset>
  )
}
