import React from 'react'
import { messages } from './messages'

/** The 사유 box of the state buttons; what is typed here reaches the member in the e-mail. */
export const ReasonField = ({ value, onChange, style }: { value: string; onChange: (value: string) => void; style?: React.CSSProperties }) => (
  <label style={{ display: 'grid', gap: 4, ...style }}>
    {messages.reasonLabel}
    <input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={messages.reasonPlaceholder}
      maxLength={500}
      style={{ font: 'inherit', padding: '6px 8px' }}
    />
  </label>
)
