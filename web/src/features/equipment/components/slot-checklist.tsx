import type { SlotsData } from '@contract/equipment'
import { Button, Loader, Text, UnstyledButton } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { equipmentMessages } from '../messages'
import classes from './reservation-page.module.css'
import { StateLegend } from './state-legend'

const messages = equipmentMessages.booking

type Props = {
  data: SlotsData | undefined
  isPending: boolean
  selected: readonly string[]
  onToggle: (start: string) => void
  /** 대기 신청 for a slot someone else holds (members and guests alike: a guest is sent to sign in). */
  onWait?: (start: string) => void
}

/**
 * The right column: one button per slot. The user's own choice is "checked"; the API's `checked`
 * (the member's existing booking) is shown as 내 예약 and, like `disabled`, cannot be chosen; a slot
 * someone else holds offers 대기 신청 instead.
 */
export function SlotChecklist({ data, isPending, selected, onToggle, onWait }: Props) {
  if (isPending) return <Loader size="sm" />
  if (!data || data.slots.length === 0) return <Text c="dimmed">{messages.noSlots}</Text>
  const full = selected.length >= data.maxSlotsPerBooking

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {messages.selectedCount(selected.length, data.maxSlotsPerBooking)}
      </Text>
      <ul className={classes.slots}>
        {data.slots.map((slot) => {
          const isChosen = selected.includes(slot.start)
          const state = isChosen ? 'checked' : slot.state === 'checked' ? 'mine' : slot.state
          const reason = slot.state === 'checked' ? messages.mine : (slot.reason ?? undefined)
          return (
            <li key={slot.start}>
              <UnstyledButton
                className={classes.slot}
                data-state={state}
                role="checkbox"
                aria-checked={isChosen}
                disabled={slot.state !== 'active' || (full && !isChosen)}
                title={full && !isChosen && slot.state === 'active' ? messages.maxSlots(data.maxSlotsPerBooking) : reason}
                onClick={() => onToggle(slot.start)}
              >
                <span className={classes.slotBox} aria-hidden="true">
                  {isChosen && <IconCheck size={14} />}
                </span>
                <span className={classes.slotTime}>
                  {slot.start} ~ {slot.end}
                </span>
                {reason && <span className={classes.slotReason}>{reason}</span>}
              </UnstyledButton>
              {onWait && slot.state === 'disabled' && slot.reason === equipmentMessages.wait.takenReason && (
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  aria-label={equipmentMessages.wait.buttonLabel(`${slot.start} ~ ${slot.end}`)}
                  onClick={() => onWait(slot.start)}
                >
                  {equipmentMessages.wait.button}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <StateLegend labels={messages.slotLegend} />
    </>
  )
}
