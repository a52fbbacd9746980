'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import React, { useState } from 'react'
import { notificationChannels, type NotificationChannel } from '../../../../contract/notifications'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import { type Outcome, StateChangeOutcome } from '../../../platform/admin/shared/state-change-outcome'
import { notificationMessages as m } from '../messages'

/** 테스트 발송: this template's channel to the staff member's own e-mail or verified phone. */
export const TestSendButton = () => {
  const { id } = useDocumentInfo()
  const [channel, setChannel] = useState<NotificationChannel>('alimtalk')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  if (!id) return null

  const submit = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      await postPortalAction(`/notification-templates/${id}/test`, { channel }, m.admin.testFailed)
      setOutcome({ tone: 'success', text: m.admin.testSent })
    } catch (failure) {
      setOutcome({ tone: 'error', text: failure instanceof Error ? failure.message : m.admin.testFailed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ alignItems: 'center', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <label>
        <span className="sr-only">{m.admin.testChannel}</span>
        <select value={channel} onChange={(event) => setChannel(event.target.value as NotificationChannel)} aria-label={m.admin.testChannel}>
          {notificationChannels.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={submit}>
        {m.admin.testSend}
      </button>
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </div>
  )
}
