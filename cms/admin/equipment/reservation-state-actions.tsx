'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React from 'react'
import type { ReservationState } from '../../../contract/equipment-options'
import { messages } from './messages'
import { ReasonField } from './reason-field'
import { staffActionsFrom, type StaffAction } from './staff-actions'
import { StateChangeOutcome } from './state-change-outcome'
import { useStateChange } from './use-state-change'

/**
 * The 예약 처리 box of the reservation screen: one button per change the current state allows,
 * with the reason the member reads in the e-mail. The page reloads after a change so the state,
 * the history and the slots shown are the server's.
 */
export const ReservationStateActions = () => {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value) as ReservationState | undefined
  const { reason, setReason, busy, outcome, submit } = useStateChange()
  if (typeof id !== 'number' || !state) return null
  const actions = staffActionsFrom(state)

  const run = async (action: StaffAction) => {
    const result = await submit([id], action.to, ({ failed }) =>
      failed[0] ? { tone: 'error', text: failed[0].message } : { tone: 'success', text: messages.done(action.label) },
    )
    if (result?.succeeded.length) window.location.reload()
  }

  return (
    <section aria-label={messages.actionsTitle} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 24, padding: 16 }}>
      <h3 style={{ margin: '0 0 12px' }}>{messages.actionsTitle}</h3>
      {actions.length === 0 ? (
        <p style={{ margin: 0 }}>{messages.actionsNone}</p>
      ) : (
        <>
          <ReasonField value={reason} onChange={setReason} style={{ marginBottom: 12 }} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {actions.map((action) => (
              <Button key={action.to} buttonStyle={action.tone} size="medium" margin={false} disabled={busy} onClick={() => void run(action)}>
                {action.label}
              </Button>
            ))}
          </div>
        </>
      )}
      {busy && <p>{messages.working}</p>}
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </section>
  )
}
