'use client'
import { useSearchParams } from 'next/navigation'
import React from 'react'
import { messages } from './messages'

/** Above the advisory request list: the list as filtered now, as an Excel (CSV) file. */
export const ApplicationListBar = () => {
  const query = useSearchParams().toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <a
        href={`/api/v1/applications/tech/export${query ? `?${query}` : ''}`}
        className="btn btn--size-small btn--style-secondary"
        style={{ margin: 0 }}
        download
      >
        {messages.export}
      </a>
    </div>
  )
}
