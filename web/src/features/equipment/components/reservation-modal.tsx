import { formatSeoulDate } from '@contract/date-format'
import type { EquipmentDetail } from '@contract/equipment'
import type { UsageMode } from '@contract/equipment-options'
import { Alert, Button, Group, List, Modal, Radio, Stack, Stepper, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type ReservationForm, validateApplicantStep, validateUsageStep } from '../lib/reservation-form'
import { equipmentMessages } from '../messages'
import { LabelValueTable } from '@/components/label-value-table'
import { useFieldErrors } from '@/hooks/use-field-errors'

const messages = equipmentMessages.modal

type Props = {
  opened: boolean
  equipment: EquipmentDetail
  date: string
  slotSummary: string
  form: ReservationForm
  onForm: (form: ReservationForm) => void
  error: string | null
  submitting: boolean
  onSubmit: () => void
  onClose: () => void
}

/** 예약 신청 in three steps: 예약 내용 → 신청자 정보 → 확인 및 안내, then the request. */
export function ReservationModal({ opened, equipment, date, slotSummary, form, onForm, error, submitting, onSubmit, onClose }: Props) {
  const [step, setStep] = useState(0)
  const { errors, validate } = useFieldErrors(() => (step === 0 ? validateUsageStep(form, messages) : validateApplicantStep(form, messages)))
  const set = (patch: Partial<ReservationForm>) => onForm({ ...form, ...patch })

  const next = () => {
    if (validate()) setStep(step + 1)
  }
  const usageLabel = equipment.usageModes.find((mode) => mode.mode === form.usageMode)?.modeLabel ?? ''

  return (
    <Modal opened={opened} onClose={onClose} title={messages.title} size="lg" centered closeButtonProps={{ 'aria-label': messages.close }}>
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm" labelPosition="bottom" wrap={false} mb="md">
        <Stepper.Step label={messages.step1}>
          <Stack gap="sm">
            <LabelValueTable
              rows={[
                [messages.equipment, equipment.name],
                [messages.date, formatSeoulDate(date)],
                [messages.slots, slotSummary],
              ]}
            />
            <Radio.Group
              label={messages.usageMode}
              value={form.usageMode ?? ''}
              onChange={(value) => set({ usageMode: value as UsageMode })}
              error={errors.usageMode}
              required
            >
              <Group mt={6}>
                {equipment.usageModes.map((mode) => (
                  <Radio key={mode.mode} value={mode.mode} label={`${mode.modeLabel} (${equipmentMessages.rules.fee(mode.fee, mode.feeUnit)})`} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={messages.purpose}
              placeholder={messages.purposePlaceholder}
              value={form.purpose}
              onChange={(event) => set({ purpose: event.currentTarget.value })}
              error={errors.purpose}
              maxLength={500}
              autosize
              minRows={3}
              required
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={messages.step2}>
          <Stack gap="sm">
            <TextInput
              label={messages.applicantName}
              value={form.applicantName}
              onChange={(event) => set({ applicantName: event.currentTarget.value })}
              error={errors.applicantName}
              maxLength={50}
              required
            />
            <TextInput
              label={messages.organisation}
              value={form.organisation}
              onChange={(event) => set({ organisation: event.currentTarget.value })}
              error={errors.organisation}
              maxLength={100}
              required
            />
            <TextInput
              label={messages.phone}
              value={form.phone}
              onChange={(event) => set({ phone: event.currentTarget.value })}
              error={errors.phone}
              inputMode="tel"
              placeholder="010-1234-5678"
              maxLength={20}
              required
            />
            <TextInput
              label={messages.email}
              value={form.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
              error={errors.email}
              type="email"
              maxLength={100}
              required
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={messages.step3}>
          <Stack gap="sm">
            <LabelValueTable
              rows={[
                [messages.equipment, `${equipment.name} (${equipment.equipmentNo})`],
                [messages.date, formatSeoulDate(date)],
                [messages.slots, slotSummary],
                [messages.usageMode, usageLabel],
                [messages.purpose, form.purpose],
                [messages.applicantName, form.applicantName],
                [messages.organisation, form.organisation],
                [messages.phone, form.phone],
                [messages.email, form.email],
              ]}
            />
            <List size="sm" spacing={4}>
              {messages.notices.map((notice) => (
                <List.Item key={notice}>{notice}</List.Item>
              ))}
              <List.Item>{messages.cancelRule(equipment.openingRules.cancelNoticeHours)}</List.Item>
            </List>
          </Stack>
        </Stepper.Step>
      </Stepper>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        {step > 0 && (
          <Button variant="default" onClick={() => setStep(step - 1)}>
            {messages.previous}
          </Button>
        )}
        {step < 2 ? (
          <Button onClick={next}>{messages.next}</Button>
        ) : (
          <Button onClick={onSubmit} loading={submitting}>
            {messages.submit}
          </Button>
        )}
      </Group>
    </Modal>
  )
}
