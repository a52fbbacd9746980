'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import type { ApiEnvelope } from '../../../../contract/envelope'
import type { TechnologyInterest } from '../../../../contract/tech-transfer'
import { interestMessages as m } from './interest-messages'

const cell: React.CSSProperties = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'left', verticalAlign: 'top' }

/**
 * 관심 기업 on a technology's edit screen: who viewed it, asked about it or fits it, with the contact
 * staff call to reach out (GET /api/v1/tech-transfer/technologies/{id}/interest, staff only).
 */
export const TechnologyInterestPanel = () => {
  const { id } = useDocumentInfo()
  const [rows, setRows] = useState<TechnologyInterest[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (typeof id !== 'number') return
    void fetch(`/api/v1/tech-transfer/technologies/${id}/interest`, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<ApiEnvelope<TechnologyInterest[]>>)
      .then((envelope) => (envelope.data ? setRows(envelope.data) : setError(envelope.status.message || m.failed)))
      .catch(() => setError(m.failed))
  }, [id])
  // A technology not saved yet has nobody interested in it.
  if (typeof id !== 'number') return null

  return (
    <section aria-label={m.title} className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h4>{m.title}</h4>
      <p className="field-description">{m.intro}</p>
      {error ? (
        <p role="alert">{error}</p>
      ) : !rows ? (
        <p>{m.loading}</p>
      ) : !rows.length ? (
        <p>{m.none}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
          <thead>
            <tr>
              {Object.values(m.columns).map((column) => (
                <th key={column} scope="col" style={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.companyId ?? row.email}-${row.companyName}`}>
                <td style={cell}>
                  {row.companyId ? <a href={`/admin/collections/companies/${row.companyId}`}>{row.companyName}</a> : `${row.companyName} ${m.personal}`}
                </td>
                <td style={cell}>{[row.contactName, row.phone, row.email].filter(Boolean).join(' · ')}</td>
                <td style={cell}>{row.views && row.lastViewedAt ? m.views(row.views, formatSeoulDateTime(row.lastViewedAt)) : m.noViews}</td>
                <td style={cell}>
                  {row.request ? (
                    <a href={`/admin/collections/transfer-requests/${row.request.id}`}>
                      {row.request.applicationNo} ({row.request.stateLabel})
                    </a>
                  ) : (
                    m.noRequest
                  )}
                </td>
                <td style={cell}>{row.match ? `${m.score(row.match.score)} · ${row.match.reason}` : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
