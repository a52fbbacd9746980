import { formatSeoulDate } from '@contract/date-format'
import type { EquipmentDetail } from '@contract/equipment'
import type { UsageMode } from '@contract/equipment-options'
import { Alert, Button, Group, List, Loader, Modal, Radio, Stack, Stepper, Text, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { quoteQueryOptions } from '../api/get-quote'
import { type ReservationForm, validateApplicantStep, validateUsageStep } from '../lib/reservation-form'
import { equipmentMessages } from '../messages'
import { LabelValueTable } from '@/components/label-value-table'
import { useAuth } from '@/hooks/use-auth'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { QuoteTable } from './quote-table'
import { RecurrencePicker } from './recurrence-picker'
import { SampleRequestFields } from './sample-request-fields'
import { SuspensionNotice } from './suspension-notice'
import { describeRecurrence, type Recurrence, seriesRuleOf } from '../lib/recurrence'

const messages = equipmentMessages.modal

type Props = {
  opened: boolean
  equipment: EquipmentDetail
  date: string
  slotSummary: string
  /** The chosen slots in the day's order, for the price. */
  chosenSlots: readonly { start: string; end: string }[]
  form: ReservationForm
  onForm: (form: ReservationForm) => void
  /** 반복 예약: off for a single booking. */
  recurrence: Recurrence
  onRecurrence: (recurrence: Recurrence) => void
  error: string | null
  submitting: boolean
  onSubmit: () => void
  onClose: () => void
  /** 예약 대기 신청: the same form, sent as a wait for a held slot. */
  waiting?: boolean
}

/** 예약 신청 in three steps: 예약 내용 → 신청자 정보 → 확인 및 안내, then the request. */
export function ReservationModal({
  opened,
  equipment,
  date,
  slotSummary,
  chosenSlots,
  form,
  onForm,
  recurrence,
  onRecurrence,
  error,
  submitting,
  onSubmit,
  onClose,
  waiting = false,
}: Props) {
  const [step, setStep] = useState(0)
  // A mode taken by samples asks for 시료 수 and 시료 설명 on a drop-off day instead of the slots.
  const bySamples = equipment.usageModes.find((mode) => mode.mode === form.usageMode)?.bySamples ?? false
  const { errors, validate } = useFieldErrors(() => (step === 0 ? validateUsageStep(form, messages, bySamples) : validateApplicantStep(form, messages)))
  const set = (patch: Partial<ReservationForm>) => onForm({ ...form, ...patch })

  const next = () => {
    if (validate()) setStep(step + 1)
  }
  const usageLabel = equipment.usageModes.find((mode) => mode.mode === form.usageMode)?.modeLabel ?? ''
  const loginId = useAuth().userInfo?.login_id ?? null
  // Asked for once the mode is chosen, so the price is there before 신청하기.
  const quote = useQuery(
    quoteQueryOptions(
      equipment.id,
      bySamples ? { usageMode: form.usageMode, date, slots: [], samples: form.samples || null } : { usageMode: form.usageMode, date, slots: chosenSlots },
      loginId,
    ),
  )
  // Neither a wait nor a request by samples repeats: a wait is for one held time, samples hold no slot.
  const repeats = !waiting && !bySamples
  const rule = repeats ? seriesRuleOf(recurrence) : null
  // Until a mode is chosen the dates are checked for the first one: the mode changes no date's answer.
  const usageMode = form.usageMode ?? equipment.usageModes[0]?.mode
  const checkRequest = rule && usageMode ? { date, slots: chosenSlots.map((slot) => slot.start), usageMode, rule } : null
  const when: [string, string][] = bySamples
    ? [
        [messages.dropOffDate, formatSeoulDate(date)],
        [messages.samples, form.samples ? messages.samplesSummary(form.samples) : ''],
      ]
    : [
        [messages.date, formatSeoulDate(date)],
        [messages.slots, slotSummary],
        ...(repeats && recurrence.enabled ? [[messages.recurrence, describeRecurrence(recurrence)] as [string, string]] : []),
      ]

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={waiting ? equipmentMessages.wait.modalTitle : messages.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <SuspensionNotice enabled={loginId !== null} />
      <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm" labelPosition="bottom" wrap={false} mb="md">
        <Stepper.Step label={messages.step1}>
          <Stack gap="sm">
            <LabelValueTable rows={[[messages.equipment, equipment.name], ...when.slice(0, bySamples ? 1 : 2)]} />
            {repeats && <RecurrencePicker equipmentId={equipment.id} value={recurrence} onChange={onRecurrence} request={checkRequest} />}
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
            {bySamples && <SampleRequestFields form={form} onChange={set} errors={errors} />}
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
                ...when,
                [messages.usageMode, usageLabel],
                ...(bySamples ? [[messages.sampleDescription, form.sampleDescription] as [string, string]] : []),
                [messages.purpose, form.purpose],
                [messages.applicantName, form.applicantName],
                [messages.organisation, form.organisation],
                [messages.phone, form.phone],
                [messages.email, form.email],
              ]}
            />
            <Stack gap={4} aria-live="polite">
              <Text fw={700} size="sm">
                {equipmentMessages.quote.title}
              </Text>
              {quote.data && <QuoteTable quote={quote.data} />}
              {quote.isFetching && !quote.data && (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm">{equipmentMessages.quote.loading}</Text>
                </Group>
              )}
              {quote.error && (
                <Text size="sm" c="red" role="alert">
                  {quote.error.message}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {equipmentMessages.quote.note}
              </Text>
            </Stack>
            <List size="sm" spacing={4}>
              {messages.notices.map((notice) => (
                <List.Item key={notice}>{notice}</List.Item>
              ))}
              <List.Item>{messages.cancelRule(equipment.openingRules.cancelNoticeHours)}</List.Item>
            </List>
          </Stack>
        </Stepper.Step>
      </Stepper>
      {waiting && step === 2 && (
        <Alert color="blue" mb="md">
          {equipmentMessages.wait.modalNotice}
        </Alert>
      )}
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
            {waiting ? equipmentMessages.wait.submit : messages.submit}
          </Button>
        )}
      </Group>
    </Modal>
  )
}
