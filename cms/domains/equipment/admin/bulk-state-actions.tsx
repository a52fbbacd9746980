'use client'
import { Button, useSelection } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React from 'react'
import type { ReservationState } from '../../../../contract/equipment-options'
import { messages } from './messages'
import { ReasonField } from '../../../platform/admin/shared/reason-field'
import { reservationNumbers } from './reservation-numbers'
import { StateChangeOutcome } from '../../../platform/admin/shared/state-change-outcome'
import { useStateChange } from './use-state-change'

/**
 * Above the reservations list: approve, reject or mark 미이용 the ticked rows at once. Each row is decided on
 * its own on the server, so the answer says how many went through and which did not, and why.
 */
export const BulkStateActions = () => {
  const { getSelectedIds } = useSelection()
  const router = useRouter()
  const { reason, setReason, busy, outcome, setOutcome, submit } = useStateChange()
  const ids = getSelectedIds().map(Number)

  const run = async (to: ReservationState) => {
    if (ids.length === 0) return setOutcome({ tone: 'error', text: messages.bulkNoneSelected })
    const numbers = await reservationNumbers(ids)
    const result = await submit(ids, to, ({ succeeded, failed }) => ({
      tone: failed.length ? 'error' : 'success',
      text: messages.bulkResult(succeeded.length, failed.length),
      details: failed.map((failure) => `${numbers.get(failure.id) ?? `#${failure.id}`}: ${failure.message}`),
    }))
    if (result?.succeeded.length) router.refresh()
  }

  return (
    <section aria-label={messages.bulkTitle} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 16, padding: 12 }}>
      <div style={{ alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <strong style={{ alignSelf: 'center' }}>
          {messages.bulkTitle} · {messages.bulkSelected(ids.length)}
        </strong>
        <ReasonField value={reason} onChange={setReason} placeholder={messages.reasonPlaceholder} style={{ flex: '1 1 240px' }} />
        <Button buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={() => void run('confirm')}>
          {messages.bulkApprove}
        </Button>
        <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void run('reject')}>
          {messages.bulkReject}
        </Button>
        <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void run('no-show')}>
          {messages.bulkNoShow}
        </Button>
      </div>
      {busy && <p>{messages.working}</p>}
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </section>
  )
}
