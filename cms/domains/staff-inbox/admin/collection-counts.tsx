import type { Payload } from 'payload'
import React from 'react'
import { hasStaffRole } from '../../../platform/access/roles'
import type { User } from '../../../payload-types'
import { countCollections } from '../services/count-collections'
import { messages } from './collection-counts-messages'

const dimmed: React.CSSProperties = { color: 'var(--theme-elevation-500)', fontSize: 13 }

/** On the admin's dashboard, under the inbox: each collection's size, grouped as in the navigation. */
export const CollectionCounts = async ({ payload, user }: { payload: Payload; user?: User | null }) => {
  if (!user || !hasStaffRole(user)) return null
  const counts = await countCollections(payload, user)
  const groups = [...new Set(counts.map((count) => count.group))]
  return (
    <section aria-labelledby="collection-counts-title" style={{ marginBottom: 32 }}>
      <h2 id="collection-counts-title" style={{ fontSize: 20, margin: '0 0 4px' }}>
        {messages.title}
      </h2>
      <p style={{ margin: '0 0 12px' }}>{messages.intro}</p>
      {groups.map((group) => (
        <div key={group} style={{ marginBottom: 12 }}>
          <p style={{ fontSize: 15, fontWeight: 600, margin: '0 0 6px' }}>{group}</p>
          <ul aria-label={group} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
            {counts
              .filter((count) => count.group === group)
              .map((count) => (
                <li key={count.slug}>
                  <a
                    href={`/admin/collections/${count.slug}`}
                    style={{
                      border: '1px solid var(--theme-elevation-150)',
                      borderRadius: 4,
                      display: 'inline-block',
                      padding: '6px 12px',
                      textDecoration: 'none',
                    }}
                  >
                    {count.label} <strong>{messages.total(count.total)}</strong>
                    {count.drafts ? <span style={dimmed}> · {messages.drafts(count.drafts)}</span> : null}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
