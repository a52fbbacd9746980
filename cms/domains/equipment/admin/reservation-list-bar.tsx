'use client'
import React from 'react'
import { messages } from './messages'
import { StateFilterLinks } from './state-filter-links'

/** Above the reservation list: the state filter, and the way to the whole day where staff plan from. */
export const ReservationListBar = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 }}>
    <StateFilterLinks />
    <a href="/admin/equipment-day" className="btn btn--size-small btn--style-secondary" style={{ margin: '0 0 12px auto' }}>
      {messages.dayViewListLink}
    </a>
  </div>
)
