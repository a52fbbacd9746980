'use client'
import { useState } from 'react'
import type { StaffStateChangeResult } from '../../endpoints/v1/schemas/admin-equipment'
import type { ReservationState } from '../../equipment/options'
import { messages } from './messages'
import { postStateChange } from './post-state-change'
import type { Outcome } from './StateChangeOutcome'

/**
 * The reason box, busy flag and result line shared by the single and the bulk state buttons.
 * `submit` resolves to the server's per-row result, or null when nothing was changed.
 */
export const useStateChange = () => {
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = async (ids: number[], to: ReservationState, describe: (result: StaffStateChangeResult) => Outcome) => {
    if (to === 'reject' && !reason.trim()) {
      setOutcome({ tone: 'error', text: messages.reasonRequired })
      return null
    }
    setBusy(true)
    setOutcome(null)
    try {
      const result = await postStateChange({ ids, to, reason: reason.trim() })
      setOutcome(describe(result))
      return result
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : messages.requestFailed })
      return null
    } finally {
      setBusy(false)
    }
  }

  return { reason, setReason, busy, outcome, setOutcome, submit }
}
