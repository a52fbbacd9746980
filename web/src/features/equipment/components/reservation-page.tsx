import type { EquipmentDetail, EquipmentSummary } from '@contract/equipment'
import type { UsageMode } from '@contract/equipment-options'
import { Alert, Button, Group, Tabs, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import dayjs from 'dayjs'
import { lazy, Suspense, useState } from 'react'
import { useLoginPrompt } from '@/components/login-prompt'
import { useAuth } from '@/hooks/use-auth'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { useLazyDialog } from '@/hooks/use-lazy-dialog'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { availabilityQueryOptions } from '../api/get-availability'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { useCreateReservation } from '../api/create-reservation'
import { useJoinWaitlist } from '../api/waitlist'
import { useCreateSeries } from '../api/series'
import { defaultRecurrence, type Recurrence, seriesRuleOf } from '../lib/recurrence'
import { equipmentDetailQueryOptions } from '../api/get-equipment-detail'
import { slotsQueryOptions } from '../api/get-slots'
import type { ReservationSearch } from '../lib/equipment-search'
import { emptyReservationForm, type ReservationForm } from '../lib/reservation-form'
import { monthOf, seoulToday } from '../lib/seoul-date'
import { describeSlots, keepAvailable, toggleSlot } from '../lib/slot-selection'
import { equipmentMessages } from '../messages'
import { EquipmentPicker } from './equipment-picker'
import { MonthCalendar } from './month-calendar'
import { SlotChecklist } from './slot-checklist'
import classes from './reservation-page.module.css'
import { SuspensionNotice } from './suspension-notice'

// The booking form (with Mantine's Modal, Stepper and inputs) loads when a visitor first presses 예약 신청.
const ReservationModal = lazy(() => import('./reservation-modal').then((module) => ({ default: module.ReservationModal })))

const messages = equipmentMessages.booking
type Tab = 'equipment' | 'date' | 'time'

/** Why this equipment cannot be booked by this member right now, or null when it can. */
const blockedReason = (detail: EquipmentDetail | undefined) => {
  if (!detail) return null
  if (!detail.bookable) return messages.notBookable
  if (detail.safetyTrainingRequired && detail.safetyTrainingConfirmed === false) return messages.safetyRequired
  return null
}

/**
 * /easyReservation: equipment, day and slots chosen in three columns on a desktop and three tabs
 * below 1280px. Equipment and day live in the URL so a guest's login round trip restores them.
 */
export function ReservationPage({ search }: { search: ReservationSearch }) {
  const navigate = useNavigate()
  const loginPrompt = useLoginPrompt()
  const auth = useAuth()
  const loginId = auth.userInfo?.login_id ?? null
  const isDesktop = useIsDesktop()
  const today = seoulToday()
  const { equipmentId, date } = search

  const [month, setMonth] = useState(monthOf(date ?? today))
  const [selected, setSelected] = useState<string[]>([])
  const [tab, setTab] = useState<Tab>(equipmentId ? (date ? 'time' : 'date') : 'equipment')
  const dialog = useLazyDialog()
  const [form, setForm] = useState<ReservationForm>(emptyReservationForm)
  const [error, setError] = useState<string | null>(null)
  // The held slot the dialog is a wait for (대기 신청), or null when it books the chosen slots.
  const [waitFor, setWaitFor] = useState<string[] | null>(null)
  const [waitDone, setWaitDone] = useState(false)
  const [recurrence, setRecurrence] = useState<Recurrence>(() => defaultRecurrence(date ?? today))

  const detail = useQuery({
    ...equipmentDetailQueryOptions(equipmentId ?? 0, loginId),
    enabled: Boolean(equipmentId),
  })
  const availability = useQuery({
    ...availabilityQueryOptions(equipmentId ?? 0, month),
    enabled: Boolean(equipmentId),
  })
  const slots = useQuery({
    ...slotsQueryOptions(equipmentId ?? 0, date ?? '', loginId),
    enabled: Boolean(equipmentId && date),
  })
  const profile = useQuery({
    ...myPageSummaryQueryOptions(),
    enabled: auth.isLogin,
  })
  const create = useCreateReservation()
  const joinWait = useJoinWaitlist()
  const createSeries = useCreateSeries()

  // Choices another booking took meanwhile fall away as soon as the slots are refreshed.
  const chosen = slots.data ? keepAvailable(slots.data.slots, selected) : []
  const horizonDays = detail.data?.openingRules.horizonDays ?? 60
  const maxMonth = dayjs(today).add(horizonDays, 'day').format('YYYY-MM')
  const blocked = blockedReason(detail.data)

  const chooseEquipment = (equipment: EquipmentSummary) => {
    setSelected([])
    setError(null)
    setForm((current) => ({ ...current, usageMode: null }))
    void navigate({
      to: '/easyReservation',
      search: { equipmentId: equipment.id },
      replace: true,
    })
    setTab('date')
  }
  const chooseDate = (day: string) => {
    setSelected([])
    setRecurrence(defaultRecurrence(day))
    void navigate({
      to: '/easyReservation',
      search: { equipmentId, date: day },
      replace: true,
    })
    setTab('time')
  }
  const toggle = (start: string) => slots.data && setSelected(toggleSlot(slots.data.slots, chosen, start, slots.data.maxSlotsPerBooking))

  // A mode taken by samples is asked for with a drop-off day alone, without slots.
  const sampleMode = detail.data?.usageModes.find((mode) => mode.bySamples)
  /** Opens the dialog: for the chosen slots, for a wait on a held slot (`wait`), or for a mode preset (samples). */
  const apply = ({ wait = null, preset }: { wait?: string[] | null; preset?: UsageMode } = {}) => {
    setWaitFor(wait)
    setWaitDone(false)
    if (!auth.isLogin) {
      loginPrompt.ask()
      return
    }
    const mode = preset ?? (detail.data?.usageModes.length === 1 ? detail.data.usageModes[0].mode : form.usageMode)
    setForm({
      ...form,
      usageMode: mode,
      applicantName: form.applicantName || profile.data?.user_nm || '',
      // A member of a company books for it, so its name comes first; the field stays editable.
      organisation: form.organisation || profile.data?.company?.name || profile.data?.affiliation || '',
      phone: form.phone || profile.data?.phone || '',
      email: form.email || profile.data?.email || '',
    })
    setError(null)
    dialog.open()
  }

  const submit = () => {
    if (!equipmentId || !date || !form.usageMode) return
    const bySamples = detail.data?.usageModes.find((mode) => mode.mode === form.usageMode)?.bySamples
    const request = {
      date,
      ...(bySamples ? { slots: [], samples: form.samples || undefined, sampleDescription: form.sampleDescription.trim() } : { slots: waitFor ?? chosen }),
      usageMode: form.usageMode,
      purpose: form.purpose.trim(),
      applicantName: form.applicantName.trim(),
      organisation: form.organisation.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
    }
    const refused = (failure: Error) => setError(failure instanceof ApiError ? failure.message : commonMessages.requestFailed)
    if (waitFor) {
      joinWait.mutate(
        { equipmentId, ...request },
        {
          onSuccess: () => {
            dialog.close()
            setWaitDone(true)
          },
          onError: refused,
        },
      )
      return
    }
    const rule = bySamples ? null : seriesRuleOf(recurrence)
    if (rule) {
      // A series is many bookings: my-page shows them together, with what was skipped.
      createSeries.mutate(
        { equipmentId, request: { ...request, rule, partial: recurrence.partial } },
        { onSuccess: () => void navigate({ to: '/myPage/equ' }), onError: refused },
      )
      return
    }
    create.mutate(
      { equipmentId, ...request },
      {
        onSuccess: (reservation) =>
          void navigate({
            to: '/easyReservation/complete',
            search: { id: reservation.id },
          }),
        onError: refused,
      },
    )
  }

  const picker = <EquipmentPicker selectedId={equipmentId} onSelect={chooseEquipment} />
  const calendar = detail.error ? (
    <Alert color="red">{detail.error.message}</Alert>
  ) : equipmentId ? (
    <>
      {detail.data && (
        <Title order={3} size="h4" mb="xs">
          {detail.data.name}
        </Title>
      )}
      <MonthCalendar
        month={month}
        minMonth={monthOf(today)}
        maxMonth={maxMonth}
        days={availability.data?.days}
        selectedDate={date}
        onMonth={setMonth}
        onSelect={chooseDate}
      />
    </>
  ) : (
    <Text c="dimmed">{messages.chooseEquipment}</Text>
  )
  const slotList = !equipmentId ? (
    <Text c="dimmed">{messages.chooseEquipment}</Text>
  ) : !date ? (
    <Text c="dimmed">{messages.chooseDate}</Text>
  ) : (
    <>
      <Title order={3} size="h4" mb="xs">
        {messages.slotsTitle(dayjs(date).locale('ko').format('M월 D일 (dd)'))}
      </Title>
      <SlotChecklist
        data={slots.data}
        isPending={slots.isPending}
        selected={chosen}
        onToggle={toggle}
        onWait={blocked ? undefined : (start) => apply({ wait: [start] })}
      />
    </>
  )
  const actions = (
    <div className={classes.actions}>
      {waitDone && (
        <Alert color="green" role="status" mb="sm" withCloseButton onClose={() => setWaitDone(false)}>
          {equipmentMessages.wait.done}
        </Alert>
      )}
      {blocked && (
        <Alert color="yellow" mb="sm">
          {blocked}
        </Alert>
      )}
      <Group grow>
        <Button variant="default" onClick={() => setSelected([])} disabled={chosen.length === 0}>
          {messages.reset}
        </Button>
        <Button onClick={() => apply()} disabled={chosen.length === 0 || Boolean(blocked)}>
          {messages.apply}
        </Button>
      </Group>
      {sampleMode && (
        <Button variant="light" fullWidth mt="xs" onClick={() => apply({ preset: sampleMode.mode })} disabled={!date || Boolean(blocked)}>
          {messages.applySamples(sampleMode.modeLabel)}
        </Button>
      )}
    </div>
  )

  return (
    <>
      {loginPrompt.prompt}
      {/* Said before the member picks anything, not only in the dialog after three steps. */}
      <SuspensionNotice enabled={loginId !== null} />
      {isDesktop ? (
        <div className={classes.columns}>
          <section className={classes.column}>{picker}</section>
          <section className={classes.column}>{calendar}</section>
          <section className={classes.column}>
            {slotList}
            {actions}
          </section>
        </div>
      ) : (
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="equipment">{messages.tabs.equipment}</Tabs.Tab>
            <Tabs.Tab value="date" disabled={!equipmentId}>
              {messages.tabs.date}
            </Tabs.Tab>
            <Tabs.Tab value="time" disabled={!date}>
              {messages.tabs.time}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="equipment">{picker}</Tabs.Panel>
          <Tabs.Panel value="date">{calendar}</Tabs.Panel>
          <Tabs.Panel value="time">
            {slotList}
            {actions}
          </Tabs.Panel>
        </Tabs>
      )}
      {detail.data && date && dialog.mounted && (
        <Suspense fallback={null}>
          <ReservationModal
            opened={dialog.opened}
            equipment={detail.data}
            date={date}
            slotSummary={slots.data ? describeSlots(slots.data.slots, waitFor ?? chosen) : ''}
            chosenSlots={slots.data ? slots.data.slots.filter((slot) => (waitFor ?? chosen).includes(slot.start)) : []}
            form={form}
            onForm={setForm}
            recurrence={recurrence}
            onRecurrence={setRecurrence}
            error={error}
            submitting={create.isPending || joinWait.isPending || createSeries.isPending}
            waiting={waitFor !== null}
            onSubmit={submit}
            onClose={dialog.close}
          />
        </Suspense>
      )}
    </>
  )
}
