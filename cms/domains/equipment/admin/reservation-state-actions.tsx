'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React from 'react'
import type { ReservationState } from '../../../../contract/equipment-options'
import { StateActionsPanel } from '../../../platform/admin/shared/state-actions-panel'
import { messages } from './messages'
import { staffActionsFrom, type StaffAction } from './staff-actions'
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

  const run = async (action: StaffAction) => {
    const result = await submit([id], action.to, ({ failed }) =>
      failed[0] ? { tone: 'error', text: failed[0].message } : { tone: 'success', text: messages.done(action.label) },
    )
    if (result?.succeeded.length) window.location.reload()
  }

  return (
    <StateActionsPanel
      title={messages.actionsTitle}
      label={messages.actionsTitle}
      none={messages.actionsNone}
      actions={staffActionsFrom(state).map((action) => ({ key: action.to, label: action.label, tone: action.tone, run: () => void run(action) }))}
      reason={reason}
      onReasonChange={setReason}
      reasonPlaceholder={messages.reasonPlaceholder}
      busy={busy}
      working={messages.working}
      outcome={outcome}
    />
  )
}
