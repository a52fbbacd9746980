import React from 'react'

/**
 * The filter of a staff report: a plain GET form, so what was asked stays in the address and the
 * view survives a reload and can be shared; the reset link goes back to the view's default.
 */
export const GetFilterForm = ({ children, submitLabel, resetLabel }: { children: React.ReactNode; submitLabel: string; resetLabel?: string }) => (
  <form method="get" style={{ alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 8, margin: '16px 0 24px' }}>
    {children}
    <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
      {submitLabel}
    </button>
    {resetLabel && (
      <a href="?" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {resetLabel}
      </a>
    )}
  </form>
)

/** The cells of a staff report's table: text left, figures right in even digits. */
export const reportCell: React.CSSProperties = { borderBottom: '1px solid var(--theme-elevation-100)', padding: '8px', textAlign: 'left', verticalAlign: 'top' }
export const reportNumericCell: React.CSSProperties = { ...reportCell, fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }
export const reportFilterField: React.CSSProperties = { display: 'grid', gap: 4 }
export const reportFilterInput: React.CSSProperties = { font: 'inherit', padding: '6px 8px' }
