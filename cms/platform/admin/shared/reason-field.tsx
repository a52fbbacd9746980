import React from 'react'

/** The 사유 box of the state buttons; what is typed here reaches the member in the e-mail. */
export const ReasonField = ({
  value,
  onChange,
  placeholder,
  style,
}: {
  value: string
  onChange: (value: string) => void
  placeholder: string
  style?: React.CSSProperties
}) => (
  <label style={{ display: 'grid', gap: 4, ...style }}>
    사유
    <input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      maxLength={500}
      style={{ font: 'inherit', padding: '6px 8px' }}
    />
  </label>
)
