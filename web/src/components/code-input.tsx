import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { formatCountdown } from '@/hooks/use-seconds-until'

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string
  onChange: (code: string) => void
  /** Seconds the code has left: shown inside the field, red at 0. */
  secondsLeft?: number
}

/** A 6-digit code from a mail or a 문자: digits only, the phone's one-time-code fill, and the countdown. */
export function CodeInput({ value, onChange, secondsLeft, ...props }: Props) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...(secondsLeft === undefined
        ? {}
        : {
            rightSection: (
              <Text component="span" size="sm" fw={700} c={secondsLeft === 0 ? 'red' : 'brand'} aria-hidden="true">
                {formatCountdown(secondsLeft)}
              </Text>
            ),
            rightSectionWidth: 64,
          })}
    />
  )
}
