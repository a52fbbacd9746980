import { Input, NativeSelect, TextInput } from '@mantine/core'
import { useId } from 'react'
import { phoneCountries } from '@cms/accounts/options'
import { joinText } from '../messages'
import classes from './phone-fields.module.css'

type PhoneFieldsProps = {
  country: string
  parts: [string, string, string]
  error?: string
  onCountryChange: (country: string) => void
  onPartsChange: (parts: [string, string, string]) => void
}

const maxDigits = [4, 4, 4]

/** 휴대폰 번호: the country code and the number in three parts (010 - 1234 - 5678). */
export function PhoneFields({ country, parts, error, onCountryChange, onPartsChange }: PhoneFieldsProps) {
  const setPart = (index: number, value: string) => {
    const next = [...parts] as [string, string, string]
    next[index] = value.replace(/\D/g, '').slice(0, maxDigits[index])
    onPartsChange(next)
  }
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className={classes.fieldset}>
      <Input.Label id={labelId} required>
        {joinText.phone}
      </Input.Label>
      <div className={classes.row}>
        <NativeSelect
          aria-label={joinText.phoneCountry}
          value={country}
          onChange={(event) => onCountryChange(event.currentTarget.value)}
          data={phoneCountries.map((option) => ({ ...option }))}
          className={classes.country}
        />
        {parts.map((part, index) => (
          <div key={joinText.phoneParts[index]} className={classes.part}>
            {index > 0 && (
              <span className={classes.dash} aria-hidden="true">
                -
              </span>
            )}
            <TextInput
              aria-label={joinText.phoneParts[index]}
              value={part}
              onChange={(event) => setPart(index, event.currentTarget.value)}
              inputMode="numeric"
              maxLength={maxDigits[index]}
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
