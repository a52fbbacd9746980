'use client'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import { formatSeoulDate } from '../../../../contract/date-format'
import type { PaymentRequest, SettlementRow } from '../../../../contract/equipment-office'
import { type PaymentMethod, paymentMethods } from '../../../../contract/equipment-options'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import { officeAdminMessages as text } from './messages'

const input: React.CSSProperties = { font: 'inherit', padding: '4px 6px' }

/** The browser's own calendar day: staff mark the day the money came in, which is today more often than not. */
const localToday = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/** One settlement row's payment: mark it paid (day, method, note) or take the mark back; the page reloads to show the new totals. */
export const PaymentControl = ({ row }: { row: Pick<SettlementRow, 'id' | 'paymentState' | 'paymentStateLabel' | 'paidAt' | 'methodLabel' | 'note'> }) => {
  const router = useRouter()
  const [paidAt, setPaidAt] = useState(localToday)
  const [method, setMethod] = useState<PaymentMethod>('transfer')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const send = async (body: PaymentRequest) => {
    setBusy(true)
    setError(null)
    try {
      await postPortalAction(`/equipment/reservations/${row.id}/payment`, body, text.paymentFailed)
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : text.paymentFailed)
    } finally {
      setBusy(false)
    }
  }

  const problem = error && (
    <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '4px 0 0' }}>
      {error}
    </p>
  )

  if (row.paymentState === 'paid') {
    return (
      <div>
        <strong>{row.paymentStateLabel}</strong> {text.paidOn(formatSeoulDate(row.paidAt), row.methodLabel)}
        {row.note && <div style={{ color: 'var(--theme-elevation-600)' }}>{row.note}</div>}
        <button
          type="button"
          className="btn btn--size-small btn--style-secondary"
          style={{ margin: '4px 0 0' }}
          disabled={busy}
          onClick={() => {
            if (window.confirm(text.undoConfirm)) void send({ paid: false })
          }}
        >
          {busy ? text.working : text.undoPaid}
        </button>
        {problem}
      </div>
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void send({ paid: true, paidAt, method, note: note.trim() })
      }}
      style={{ display: 'grid', gap: 4 }}
    >
      <strong>{row.paymentStateLabel}</strong>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <input
          type="date"
          aria-label={text.paidAt}
          value={paidAt}
          max={localToday()}
          required
          onChange={(event) => setPaidAt(event.target.value)}
          style={input}
        />
        <select aria-label={text.method} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)} style={input}>
          {paymentMethods.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          aria-label={text.note}
          value={note}
          maxLength={200}
          placeholder={text.notePlaceholder}
          onChange={(event) => setNote(event.target.value)}
          style={{ ...input, width: 120 }}
        />
        <button type="submit" className="btn btn--size-small btn--style-primary" style={{ margin: 0 }} disabled={busy}>
          {busy ? text.working : text.markPaid}
        </button>
      </div>
      {problem}
    </form>
  )
}
