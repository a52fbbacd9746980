'use client'
import { useRouter } from 'next/navigation'
import React, { useRef, useState } from 'react'
import type { ApiEnvelope } from '../../../../contract/envelope'
import type { TechnologyImportResult } from '../../../../contract/tech-transfer'
import { importColumns, requiredImportColumns } from '../import-columns'
import { importAdminText as text } from './messages'

type Outcome = { tone: 'success' | 'error'; lines: string[] }

/**
 * Above the technologies list: 'CSV 가져오기' sends a file to the import endpoint (staff's session
 * cookie) and shows the count imported, or every refused row, so staff fix the file and send it again.
 */
export const TechnologyImport = () => {
  const input = useRef<HTMLInputElement>(null)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const send = async (file: File) => {
    setBusy(true)
    setOutcome(null)
    const form = new FormData()
    form.append('file', file, file.name)
    try {
      const response = await fetch('/api/v1/tech-transfer/import', { method: 'POST', credentials: 'same-origin', body: form })
      const envelope = (await response.json().catch(() => null)) as ApiEnvelope<TechnologyImportResult> | null
      if (response.ok && envelope?.data) {
        setOutcome({ tone: 'success', lines: [text.imported(envelope.data.imported)] })
        router.refresh()
      } else {
        setOutcome({ tone: 'error', lines: [envelope?.status.message ?? text.failed, ...(envelope?.data?.errors ?? [])] })
      }
    } catch {
      setOutcome({ tone: 'error', lines: [text.failed] })
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, alignItems: 'center' }}>
        <span style={{ color: 'var(--theme-elevation-500)', fontSize: 13 }}>
          {text.format(
            Object.values(importColumns),
            requiredImportColumns.map((column) => importColumns[column]),
          )}
        </span>
        <button type="button" className="btn btn--size-small btn--style-secondary" disabled={busy} onClick={() => input.current?.click()} style={{ margin: 0 }}>
          {busy ? text.busy : text.button}
        </button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={text.button}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void send(file)
          }}
        />
      </div>
      {outcome && (
        <div
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          style={{ marginTop: 8, color: outcome.tone === 'error' ? 'var(--theme-error-500)' : 'var(--theme-success-500)' }}
        >
          {outcome.lines.length === 1 ? (
            outcome.lines[0]
          ) : (
            <>
              <p style={{ margin: 0 }}>{outcome.lines[0]}</p>
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {outcome.lines.slice(1).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  )
}
