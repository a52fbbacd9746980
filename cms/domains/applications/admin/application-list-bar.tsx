'use client'
import { useSearchParams } from 'next/navigation'
import React from 'react'
import { applicationExportHref } from './export-link'
import { messages } from './messages'

/** Above each application list: the list as filtered now, as an Excel (CSV) file of that list's programme. */
export const ApplicationListBar = ({ collectionSlug }: { collectionSlug?: string }) => {
  const href = applicationExportHref(collectionSlug, useSearchParams().toString())
  if (!href) return null
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <a href={href} className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} download>
        {messages.export}
      </a>
    </div>
  )
}
