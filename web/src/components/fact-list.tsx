import type { ReactNode } from 'react'

/** Label and value pairs as a description list, one `div` per pair so a grid or flex can lay them out. */
export function FactList({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
