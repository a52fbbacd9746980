import type { ReservationState } from '@contract/equipment-options'
import { Badge } from '@mantine/core'

/** Spec §4's reservation badge classes (standby, confirm, cancel-ask, complete, …), each its own colour. */
const stateColours: Record<ReservationState, string> = {
  standby: 'yellow',
  confirm: 'blue',
  reject: 'red',
  'cancel-ask': 'orange',
  cancel: 'gray',
  complete: 'teal',
  'no-show': 'grape',
}

export function ReservationStateBadge({ state, label }: { state: ReservationState; label: string }) {
  return (
    <Badge className={state} data-state={state} color={stateColours[state]} variant="light" radius="sm">
      {label}
    </Badge>
  )
}
