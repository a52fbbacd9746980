import { sampleRequestLimits } from '@contract/equipment-options'
import { NumberInput, Text, Textarea } from '@mantine/core'
import type { ReservationForm } from '../lib/reservation-form'
import { equipmentMessages } from '../messages'

const messages = equipmentMessages.modal

type Props = {
  form: ReservationForm
  onChange: (patch: Partial<ReservationForm>) => void
  errors: Partial<Record<keyof ReservationForm, string>>
}

/** 시료 수 and 시료 설명 of a mode taken by samples, in place of the slots: staff run it on what the member brings. */
export function SampleRequestFields({ form, onChange, errors }: Props) {
  return (
    <>
      <NumberInput
        label={messages.samples}
        description={messages.samplesHint(sampleRequestLimits.maxSamples)}
        value={form.samples}
        onChange={(value) => onChange({ samples: typeof value === 'number' ? value : '' })}
        error={errors.samples}
        min={1}
        max={sampleRequestLimits.maxSamples}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        required
      />
      <Textarea
        label={messages.sampleDescription}
        placeholder={messages.sampleDescriptionPlaceholder}
        value={form.sampleDescription}
        onChange={(event) => onChange({ sampleDescription: event.currentTarget.value })}
        error={errors.sampleDescription}
        maxLength={sampleRequestLimits.descriptionMax}
        autosize
        minRows={3}
        required
      />
      <Text size="xs" c="dimmed">
        {messages.samplesNotice}
      </Text>
    </>
  )
}
