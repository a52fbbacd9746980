'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import type { ApiEnvelope } from '../../../../contract/envelope'
import type { CheckInCounts } from '../../../../contract/events'
import { DownloadReasonButton } from '../../../platform/admin/shared/download-reason-button'
import { eventLabels as label } from '../messages'

const countsText = (counts: CheckInCounts) => `참가 확정 ${counts.registered}명 · 입장 ${counts.checkedIn}명 · 대기 ${counts.waiting}명`

/**
 * 신청자 명단 on an event's edit screen (staff only, as the calls it makes): the live counts, the
 * registrations with attendance as a CSV once a 다운로드 사유 is given, and the phone check-in page.
 */
export const EventRegistrationsBox = () => {
  const { id } = useDocumentInfo()
  const [counts, setCounts] = useState<CheckInCounts | null>(null)

  useEffect(() => {
    if (typeof id !== 'number') return
    void fetch(`/api/v1/events/${id}/check-in/counts`, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<ApiEnvelope<CheckInCounts>>)
      .then((envelope) => setCounts(envelope.data))
      .catch(() => setCounts(null))
  }, [id])
  // An event not saved yet has nobody registered.
  if (typeof id !== 'number') return null

  return (
    <section aria-label={label.registrationsBox} className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h4>{label.registrationsBox}</h4>
      {counts ? <p>{countsText(counts)}</p> : null}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <DownloadReasonButton href={`/api/v1/events/${id}/registrations/export`} label={label.exportButton} />
        <a href={`/staff/checkIn?eventId=${id}`} target="_blank" rel="noreferrer">
          {label.checkInLink}
        </a>
      </div>
    </section>
  )
}
