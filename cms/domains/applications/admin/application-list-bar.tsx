'use client'
import { useSearchParams } from 'next/navigation'
import React from 'react'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { applicationExportHref } from './export-link'
import { messages } from './messages'

/** Above each application list: the list as filtered now, as an Excel (CSV) file of that list's programme, once staff gave a reason. */
export const ApplicationListBar = ({ collectionSlug }: { collectionSlug?: string }) => {
  const href = applicationExportHref(collectionSlug, useSearchParams().toString())
  if (!href) return null
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <DownloadReasonButton href={href} label={messages.export} />
    </div>
  )
}
