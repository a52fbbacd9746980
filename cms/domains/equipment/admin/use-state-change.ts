'use client'
import { useState } from 'react'
import type { ReservationState } from '../../../../contract/equipment-options'
import { messages } from './messages'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import type { Outcome } from '../../../platform/admin/shared/state-change-outcome'

export type StateChangeSummary = { succeeded: number[]; failed: { id: number; message: string }[] }

/**
 * The reason box, busy flag and result line shared by the single and the bulk state buttons.
 * Each reservation is sent on its own, one after the other, so a refused one (already handled by
 * a colleague, say) does not stop the rest and keeps the server's own reason.
 */
export const useStateChange = () => {
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = async (ids: number[], to: ReservationState, describe: (summary: StateChangeSummary) => Outcome) => {
    // The member reads the reason in the rejection e-mail; a bare "반려" would leave them guessing.
    if (to === 'reject' && !reason.trim()) {
      setOutcome({ tone: 'error', text: messages.reasonRequired })
      return null
    }
    setBusy(true)
    setOutcome(null)
    const summary: StateChangeSummary = { succeeded: [], failed: [] }
    for (const id of ids) {
      try {
        await postPortalAction(`/equipment/reservations/${id}/state`, { to, reason: reason.trim() || undefined }, messages.requestFailed)
        summary.succeeded.push(id)
      } catch (error) {
        summary.failed.push({ id, message: error instanceof Error ? error.message : messages.requestFailed })
      }
    }
    setBusy(false)
    setOutcome(describe(summary))
    return summary
  }

  return { reason, setReason, busy, outcome, setOutcome, submit }
}
