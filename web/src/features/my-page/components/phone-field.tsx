import { phoneCountries } from '@cms/accounts/options'
import { Group, Input, NativeSelect, TextInput } from '@mantine/core'
import type { PhoneParts } from '../lib/phone-parts'
import { myPageMessages } from '../messages'

const messages = myPageMessages.info

type Props = {
  country: string
  parts: PhoneParts
  error: string | null
  onCountry: (value: string) => void
  onParts: (parts: PhoneParts) => void
}

const partLabels = [messages.phone1, messages.phone2, messages.phone3] as const

/** 휴대폰 번호: country code and three parts, joined with hyphens as the server stores it. */
export function PhoneField({ country, parts, error, onCountry, onParts }: Props) {
  const setPart = (index: number, value: string) => {
    const next = [...parts] as PhoneParts
    next[index] = value.replace(/\D/g, '').slice(0, 4)
    onParts(next)
  }
  return (
    <Input.Wrapper label={messages.phoneGroup} error={error} id="phone-group">
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby="phone-group-label">
        <NativeSelect
          aria-label={messages.phoneCountry}
          data={phoneCountries.map((option) => ({ value: option.value, label: option.label }))}
          value={country}
          onChange={(event) => onCountry(event.currentTarget.value)}
          w={160}
        />
        {parts.map((part, index) => (
          <TextInput
            key={partLabels[index]}
            aria-label={partLabels[index]}
            value={part}
            onChange={(event) => setPart(index, event.currentTarget.value)}
            inputMode="numeric"
            maxLength={4}
            w={80}
            error={Boolean(error)}
          />
        ))}
      </Group>
    </Input.Wrapper>
  )
}
