import React from 'react'
import { emblem } from '../../../../contract/site'

/** The university's emblem in the admin, drawn as on the portal. */
export const EmblemMark = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox={emblem.viewBox} aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill={emblem.colors.background} />
    <path d={emblem.leaf} fill={emblem.colors.leaf} />
    <circle {...emblem.sun} fill={emblem.colors.sun} />
  </svg>
)
