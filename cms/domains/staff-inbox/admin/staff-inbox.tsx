import type { Payload } from 'payload'
import React from 'react'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { hasStaffRole } from '../../../platform/access/roles'
import type { User } from '../../../payload-types'
import { listWaitingItems, waitedFor } from '../services/list-waiting-items'
import { messages } from './messages'

const cell: React.CSSProperties = { borderBottom: '1px solid var(--theme-elevation-100)', padding: '10px 8px', textAlign: 'left', verticalAlign: 'top' }
const dimmed: React.CSSProperties = { color: 'var(--theme-elevation-500)' }

/** On the admin's dashboard: what members wait on, oldest first, so nothing is answered late by oversight. */
export const StaffInbox = async ({ payload, user }: { payload: Payload; user?: User | null }) => {
  if (!user || !hasStaffRole(user)) return null
  const { counts, items } = await listWaitingItems(payload, user)
  const total = counts.reduce((sum, count) => sum + count.count, 0)
  const now = new Date()
  return (
    <section aria-labelledby="staff-inbox-title" style={{ marginBottom: 32 }}>
      <h2 id="staff-inbox-title" style={{ fontSize: 20, margin: '0 0 4px' }}>
        {messages.inboxTitle} <span style={dimmed}>({total})</span>
      </h2>
      <p style={{ margin: '0 0 12px' }}>{messages.inboxIntro}</p>
      <ul aria-label={messages.countsLabel} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
        {counts.map((count) => (
          <li key={count.kind}>
            <a
              href={count.href}
              style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, display: 'inline-block', padding: '6px 12px', textDecoration: 'none' }}
            >
              {count.label} <strong>{messages.count(count.count)}</strong>
            </a>
          </li>
        ))}
      </ul>
      {items.length === 0 ? (
        <p>{messages.inboxEmpty}</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby="staff-inbox-title">
          <thead>
            <tr>
              <th style={cell}>{messages.columnKind}</th>
              <th style={cell}>{messages.columnTitle}</th>
              <th style={cell}>{messages.columnWho}</th>
              <th style={cell}>{messages.columnSince}</th>
              <th style={cell}>{messages.columnWaited}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.href}>
                <td style={cell}>
                  {item.kindLabel}
                  {item.detail && <div style={dimmed}>{item.detail}</div>}
                </td>
                <td style={cell}>
                  <a href={item.href}>{item.title}</a>
                  {item.secret && <span style={{ ...dimmed, marginLeft: 6 }}>({messages.secret})</span>}
                </td>
                <td style={cell}>{item.who}</td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>{formatSeoulDateTime(item.since)}</td>
                <td style={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>{waitedFor(item.since, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.length < total && <p style={{ ...dimmed, margin: '8px 0 0' }}>{messages.more(items.length, total)}</p>}
    </section>
  )
}
