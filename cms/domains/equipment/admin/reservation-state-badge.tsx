import React from 'react'
import { labelOf, reservationStates, type ReservationState } from '../../../../contract/equipment-options'

/** Colours staff learn at a glance: waiting amber, done green, refused red, closed grey. */
const colours: Record<ReservationState, { background: string; color: string }> = {
  standby: { background: '#fff4d6', color: '#8a5a00' },
  confirm: { background: '#dcf5e3', color: '#1d6b36' },
  reject: { background: '#fde2e1', color: '#a3231d' },
  'cancel-ask': { background: '#fde9d6', color: '#9a4a00' },
  cancel: { background: '#ececec', color: '#555555' },
  complete: { background: '#dde9fb', color: '#1f4f99' },
  'no-show': { background: '#f3e0f7', color: '#7a2a8c' },
}

export const ReservationStateBadge = ({ state }: { state: ReservationState }) => (
  <span
    data-state={state}
    style={{ ...colours[state], borderRadius: 999, display: 'inline-block', fontSize: 13, fontWeight: 600, padding: '2px 10px', whiteSpace: 'nowrap' }}
  >
    {labelOf(reservationStates, state)}
  </span>
)
