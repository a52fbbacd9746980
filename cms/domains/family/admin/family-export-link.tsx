'use client'
import { useSearchParams } from 'next/navigation'
import React from 'react'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { familyLabels } from '../messages'

/** Above the 가족회사 협약 list: the list as filtered now, as an Excel (CSV) file, once staff gave a reason. */
export const FamilyExportLink = () => {
  const query = useSearchParams().toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <DownloadReasonButton href={`/api/v1/family/export${query ? `?${query}` : ''}`} label={familyLabels.exportButton} />
    </div>
  )
}
