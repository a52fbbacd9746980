import { phoneCountries } from '@contract/account-options'
import { Input, NativeSelect, TextInput } from '@mantine/core'
import { useId } from 'react'
import { phoneMessages as m } from '@/config/messages'
import type { PhoneParts } from '@/lib/phone-parts'
import classes from './phone-number-input.module.css'

type Props = {
  value: PhoneParts
  onChange: (parts: PhoneParts) => void
  error?: string | null
  required?: boolean
  /** Join and the profile also ask for the country code; find ID only needs the number. */
  country?: { value: string; onChange: (country: string) => void }
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 4)

/** 휴대폰 번호: an optional country code and the number in three parts (010 - 1234 - 5678). */
export function PhoneNumberInput({ value, onChange, error, required, country }: Props) {
  const labelId = useId()
  const setPart = (index: number, part: string) => {
    const next = [...value] as PhoneParts
    next[index] = digitsOnly(part)
    onChange(next)
  }
  return (
    <div role="group" aria-labelledby={labelId} className={classes.group}>
      <Input.Label id={labelId} required={required}>
        {m.phone}
      </Input.Label>
      <div className={country ? classes.rowWithCountry : classes.row}>
        {country && (
          <NativeSelect
            aria-label={m.country}
            value={country.value}
            onChange={(event) => country.onChange(event.currentTarget.value)}
            data={phoneCountries.map((option) => ({ value: option.value, label: option.label }))}
            className={classes.country}
          />
        )}
        {value.map((part, index) => (
          <div key={m.parts[index]} className={classes.part}>
            {index > 0 && (
              <span className={classes.dash} aria-hidden="true">
                -
              </span>
            )}
            <TextInput
              aria-label={m.parts[index]}
              value={part}
              onChange={(event) => setPart(index, event.currentTarget.value)}
              inputMode="numeric"
              autoComplete={index === 0 ? 'tel-area-code' : index === 1 ? 'tel-local-prefix' : 'tel-local-suffix'}
              maxLength={4}
              error={Boolean(error)}
              className={classes.partInput}
            />
          </div>
        ))}
      </div>
      {error && <Input.Error className={classes.error}>{error}</Input.Error>}
    </div>
  )
}
