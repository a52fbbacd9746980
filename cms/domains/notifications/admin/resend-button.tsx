'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React from 'react'
import { StateChangeOutcome } from '../../../platform/admin/shared/state-change-outcome'
import { useReloadingAction } from '../../../platform/admin/shared/use-reloading-action'
import { notificationMessages as m } from '../messages'

/**
 * 다시 보내기 on a failed delivery, or on one 발송 중 (the server refuses it until ten minutes have
 * passed, in Korean): back on the queue as it was composed (POST /api/v1/notification-deliveries/:id/resend).
 */
export const ResendButton = () => {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const { busy, outcome, send } = useReloadingAction(m.admin.resendFailed)
  if (!id || (state !== 'failed' && state !== 'sending')) return null
  return (
    <div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        onClick={() => send(`/notification-deliveries/${id}/resend`, {}, () => m.admin.resent)}
      >
        {m.admin.resend}
      </button>
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </div>
  )
}
