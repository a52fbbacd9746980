'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React, { useState } from 'react'
import type { EquipmentReservation } from '../../../payload-types'
import type { ReservationData } from '../../../../contract/equipment'
import type { UsageLogRequest } from '../../../../contract/equipment-statement'
import { StateChangeOutcome } from '../../../platform/admin/shared/state-change-outcome'
import { useReloadingAction } from '../../../platform/admin/shared/use-reloading-action'
import { messages } from './messages'

const m = messages.usageLog
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000

/** An instant as the `datetime-local` input shows it, in Seoul whatever the browser's zone. */
const toSeoulInput = (iso: unknown) => (typeof iso === 'string' && iso ? new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16) : '')
const fromSeoulInput = (value: string) => (value ? `${value}:00+09:00` : '')
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

const labelStyle: React.CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13 }
const inputStyle: React.CSSProperties = { padding: '6px 8px', border: '1px solid var(--theme-elevation-250)', borderRadius: 4, font: 'inherit' }

const Field = ({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) => (
  <label style={labelStyle}>
    {label}
    <input style={inputStyle} {...input} />
  </label>
)

/**
 * The 이용 기록 box of the reservation screen: staff enter the actual use, the server recomputes the
 * charge with the stored rate and issues the statement; the page reloads so the saved groups below
 * show the server's figures. Refusals (end before start, a missing reason) show the server's words.
 */
export const UsageLogPanel = () => {
  const { id } = useDocumentInfo()
  const fields = useFormFields(([formFields]) => formFields)
  const value = (path: string) => fields[path]?.value
  const state = value('state') as EquipmentReservation['state'] | undefined
  const [form, setForm] = useState(() => ({
    actualStartAt: toSeoulInput(value('usageLog.actualStartAt') ?? value('startAt')),
    actualEndAt: toSeoulInput(value('usageLog.actualEndAt') ?? value('endAt')),
    samples: text(value('usageLog.samples')),
    operator: text(value('usageLog.operator')),
    staffHours: text(value('usageLog.staffHours')),
    remarks: text(value('usageLog.remarks')),
    adjustmentAmount: text(value('charge.adjustmentAmount')),
    adjustmentReason: text(value('charge.adjustmentReason')),
  }))
  const { busy, outcome, setOutcome, send } = useReloadingAction(messages.requestFailed)
  if (typeof id !== 'number' || !state) return null
  const statementNo = value('statementNo')
  const set = (name: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [name]: event.target.value })

  const save = async () => {
    if (!form.actualStartAt || !form.actualEndAt) return setOutcome({ tone: 'error', text: m.timeRequired })
    const body: UsageLogRequest = {
      actualStartAt: fromSeoulInput(form.actualStartAt),
      actualEndAt: fromSeoulInput(form.actualEndAt),
      samples: numberOrNull(form.samples),
      operator: form.operator,
      staffHours: numberOrNull(form.staffHours),
      remarks: form.remarks || null,
      adjustmentAmount: numberOrNull(form.adjustmentAmount),
      adjustmentReason: form.adjustmentReason || null,
    }
    await send<ReservationData>(`/equipment/reservations/${id}/usage-log`, body, (saved) => m.saved(`${(saved.chargeTotal ?? 0).toLocaleString('ko-KR')}원`))
  }

  return (
    <section aria-label={m.title} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 24, padding: 16 }}>
      <h3 style={{ margin: '0 0 8px' }}>{m.title}</h3>
      {state !== 'confirm' && state !== 'complete' ? (
        <p style={{ margin: 0 }}>{m.notYet}</p>
      ) : (
        <>
          <p style={{ margin: '0 0 12px' }}>{m.intro}</p>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
            <Field label={m.actualStartAt} type="datetime-local" value={form.actualStartAt} onChange={set('actualStartAt')} required />
            <Field label={m.actualEndAt} type="datetime-local" value={form.actualEndAt} onChange={set('actualEndAt')} required />
            <Field label={m.operator} value={form.operator} onChange={set('operator')} maxLength={50} required />
            <Field label={m.samples} type="number" min={0} step={1} value={form.samples} onChange={set('samples')} />
            <Field label={m.staffHours} type="number" min={0} step={0.5} value={form.staffHours} onChange={set('staffHours')} />
            <Field label={m.adjustmentAmount} type="number" step={1} value={form.adjustmentAmount} onChange={set('adjustmentAmount')} />
            <Field label={m.adjustmentReason} value={form.adjustmentReason} onChange={set('adjustmentReason')} maxLength={200} />
          </div>
          <label style={{ ...labelStyle, marginTop: 12 }}>
            {m.remarks}
            <textarea style={inputStyle} rows={2} maxLength={1000} value={form.remarks} onChange={set('remarks')} />
          </label>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
            <Button buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={() => void save()}>
              {m.save}
            </Button>
            {typeof statementNo === 'string' && statementNo && (
              <Button buttonStyle="secondary" size="medium" margin={false} el="anchor" url={`/api/v1/equipment/reservations/${id}/statement.pdf`} newTab>
                {`${m.statementPdf} (${statementNo})`}
              </Button>
            )}
          </div>
        </>
      )}
      {busy && <p>{messages.working}</p>}
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </section>
  )
}
