import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { formatCountdown } from '@/hooks/use-seconds-until'

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string
  onChange: (code: string) => void
  /** Seconds the code has left: shown inside the field, red at 0. */
  secondsLeft?: number
}

/**
 * A 6-digit code from a mail or a 문자: digits only, the phone's one-time-code fill, and the countdown.
 * No maxLength: the browser would cut a pasted "123 456" to "123 45" before the spaces are dropped
 * here (KWCAG 7.3.3: a code is pasted, not copied by hand).
 */
export function CodeInput({ value, onChange, secondsLeft, ...props }: Props) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
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
