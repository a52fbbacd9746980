'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React, { useState } from 'react'
import { type ApplicationState, applicationStates } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import { applicationMessages } from '../messages'
import { needsReason, staffMovesFrom } from '../transitions'
import type { Outcome } from '../../../platform/admin/shared/state-change-outcome'
import { StateActionsPanel } from '../../../platform/admin/shared/state-actions-panel'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
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
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const kind = applicationKindOf(collectionSlug)
  if (typeof id !== 'number' || !state || !kind) return null

  const run = async (to: ApplicationState) => {
    const label = labelOf(applicationStates, to)
    if (needsReason(to) && !reason.trim()) return setOutcome({ tone: 'error', text: applicationMessages.reasonRequired(label) })
    setBusy(true)
    setOutcome(null)
    try {
      await postPortalAction(`/applications/${kind}/${id}/state`, { to, reason: reason.trim() || undefined }, messages.requestFailed)
      setOutcome({ tone: 'success', text: messages.done(label) })
      window.location.reload()
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : messages.requestFailed })
    } finally {
      setBusy(false)
    }
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
