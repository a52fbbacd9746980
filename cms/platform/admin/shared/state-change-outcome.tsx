import React from 'react'

export type Outcome = { tone: 'success' | 'error'; text: string; details?: string[] }

/** The result line under the state buttons, read out by screen readers as it appears. */
export const StateChangeOutcome = ({ outcome }: { outcome: Outcome }) => (
  <div
    role={outcome.tone === 'error' ? 'alert' : 'status'}
    style={{ color: outcome.tone === 'error' ? 'var(--theme-error-500)' : 'var(--theme-success-500)', marginTop: 12 }}
  >
    <p style={{ margin: 0 }}>{outcome.text}</p>
    {outcome.details && outcome.details.length > 0 && (
      <ul style={{ margin: '6px 0 0', paddingLeft: 18 }}>
        {outcome.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    )}
  </div>
)
