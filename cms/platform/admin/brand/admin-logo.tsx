import React from 'react'
import { site } from '../../../../contract/site'
import { brandMessages } from './messages'
import { EmblemMark } from './emblem-mark'

/** The login page's logo: the university's emblem and name instead of Payload's. */
export const AdminLogo = () => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
    <EmblemMark size={56} />
    <div style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
      <span style={{ fontSize: 15, opacity: 0.8 }}>{site.universityName}</span>
      <strong style={{ fontSize: 24 }}>{site.unitName}</strong>
      <span style={{ fontSize: 13, opacity: 0.7 }}>{brandMessages.console}</span>
    </div>
  </div>
)
