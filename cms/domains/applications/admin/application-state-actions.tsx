'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React, { useState } from 'react'
import { type ApplicationState, applicationStates } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import { applicationMessages } from '../messages'
import { needsReason, staffMovesFrom } from '../transitions'
import { StateActionsPanel } from '../../../platform/admin/shared/state-actions-panel'
import { useReloadingAction } from '../../../platform/admin/shared/use-reloading-action'
import { applicationKindOf } from './export-link'
import { messages } from './messages'

/**
 * The 신청 처리 box of every application screen: one button per move the state allows staff, with the
 * reason the member reads in the e-mail and on the timeline. The page reloads after a move so the
 * state and history shown are the server's.
 */
export const ApplicationStateActions = () => {
  const { id, collectionSlug } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value) as ApplicationState | undefined
  const [reason, setReason] = useState('')
  const { busy, outcome, setOutcome, send } = useReloadingAction(messages.requestFailed)
  const kind = applicationKindOf(collectionSlug)
  if (typeof id !== 'number' || !state || !kind) return null

  const run = async (to: ApplicationState) => {
    const label = labelOf(applicationStates, to)
    if (needsReason(to) && !reason.trim()) return setOutcome({ tone: 'error', text: applicationMessages.reasonRequired(label) })
    await send(`/applications/${kind}/${id}/state`, { to, reason: reason.trim() || undefined }, () => messages.done(label))
  }

  return (
    <StateActionsPanel
      title={
        <>
          {messages.actionsTitle} <span style={{ fontWeight: 400 }}>— 현재 상태: {labelOf(applicationStates, state)}</span>
        </>
      }
      label={messages.actionsTitle}
      none={state === 'revision' ? messages.awaitingMember : messages.actionsNone}
      actions={staffMovesFrom(state).map((to) => ({
        key: to,
        label: messages.buttons[to] ?? labelOf(applicationStates, to),
        tone: to === 'rejected' || to === 'revision' ? 'secondary' : 'primary',
        run: () => void run(to),
      }))}
      reason={reason}
      onReasonChange={setReason}
      reasonPlaceholder={messages.reasonPlaceholder}
      busy={busy}
      working={messages.working}
      outcome={outcome}
    />
  )
}
