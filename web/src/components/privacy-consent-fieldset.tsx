import { Checkbox, Fieldset, ScrollArea, Text } from '@mantine/core'

type PrivacyConsentFieldsetProps = {
  title: string
  /** What is collected, why and for how long, as the privacy law asks a form to say. */
  text: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}

/** The privacy notice of a member form with the consent checkbox it needs. */
export function PrivacyConsentFieldset({ title, text, label, checked, onChange, error }: PrivacyConsentFieldsetProps) {
  return (
    <Fieldset legend={title}>
      <ScrollArea.Autosize mah={120}>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </ScrollArea.Autosize>
      <Checkbox mt="sm" label={label} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />
    </Fieldset>
  )
}
