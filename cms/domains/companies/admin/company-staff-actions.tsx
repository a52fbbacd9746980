'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React, { useState } from 'react'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import { type Outcome, StateChangeOutcome } from '../../../platform/admin/shared/state-change-outcome'
import { companyLabels as label } from '../messages'

const FAILED = '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'
const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 24, padding: 16 } as const

/**
 * Staff decisions on a company's screen: confirming or dropping the business number its 관리자 asked
 * for, and merging a duplicate into the company that stays. Both go through /api/v1, where the same
 * checks run as for any caller; the page reloads so what it shows is the server's.
 */
export const CompanyStaffActions = () => {
  const { id } = useDocumentInfo()
  const pending = useFormFields(([fields]) => fields.pendingBusinessNumber?.value) as string | null | undefined
  const [intoId, setIntoId] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  if (typeof id !== 'number') return null

  const run = async (path: string, body: unknown, after: () => void) => {
    setBusy(true)
    setOutcome(null)
    try {
      await postPortalAction(path, body, FAILED)
      setOutcome({ tone: 'success', text: label.done })
      after()
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : FAILED })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label={label.group} style={box}>
      {pending && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
          <Button
            buttonStyle="primary"
            size="medium"
            margin={false}
            disabled={busy}
            onClick={() => void run(`/companies/${id}/business-number`, { confirm: true }, () => window.location.reload())}
          >
            {label.confirmBusinessNumber(pending)}
          </Button>
          <Button
            buttonStyle="secondary"
            size="medium"
            margin={false}
            disabled={busy}
            onClick={() => void run(`/companies/${id}/business-number`, { confirm: false }, () => window.location.reload())}
          >
            {label.rejectBusinessNumber}
          </Button>
        </div>
      )}
      <h4 style={{ margin: '0 0 4px' }}>{label.mergeInto}</h4>
      <p style={{ margin: '0 0 8px' }}>{label.mergeHelp}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <label>
          {label.mergeTarget}{' '}
          <input inputMode="numeric" value={intoId} onChange={(event) => setIntoId(event.target.value.replace(/\D/g, ''))} style={{ width: 120 }} />
        </label>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={busy || !intoId}
          onClick={() => void run(`/companies/${id}/merge`, { intoId: Number(intoId) }, () => window.location.assign(`/admin/collections/companies/${intoId}`))}
        >
          {label.merge}
        </Button>
      </div>
      {outcome && <StateChangeOutcome outcome={outcome} />}
    </section>
  )
}
