'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'
import type { CalendarFeedData } from '../../../../contract/equipment'
import type { ApiEnvelope } from '../../../../contract/envelope'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import { messages } from './messages'

/**
 * 캘린더 구독 주소 on the equipment screen: staff issue (or re-issue) the private feed of every booking
 * of this equipment. The portal keeps only the token's hash, so the address is shown right after
 * issuing and never again; before that the box says whether one is in use and since when.
 */
export const EquipmentFeedField = () => {
  const { id } = useDocumentInfo()
  const [feed, setFeed] = useState<CalendarFeedData | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (typeof id !== 'number') return
    void fetch(`/api/v1/equipment/${id}/feed`, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<ApiEnvelope<CalendarFeedData>>)
      .then((envelope) => setFeed(envelope.data ?? null))
      .catch(() => setError(messages.requestFailed))
  }, [id])
  if (typeof id !== 'number') return null

  const issue = async () => {
    setError(null)
    setCopied(false)
    try {
      setFeed(await postPortalAction<CalendarFeedData>(`/equipment/${id}/feed`, {}, messages.requestFailed))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.requestFailed)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h4>{messages.feedTitle}</h4>
      <p className="field-description">{messages.feedIntro}</p>
      {feed?.url ? (
        <>
          <p>{messages.feedShownOnce}</p>
          <input readOnly value={feed.url} aria-label={messages.feedTitle} style={{ width: '100%' }} onFocus={(event) => event.currentTarget.select()} />
          <Button buttonStyle="secondary" size="small" onClick={() => void navigator.clipboard.writeText(feed.url!).then(() => setCopied(true))}>
            {copied ? messages.feedCopied : messages.feedCopy}
          </Button>
        </>
      ) : (
        <p>{feed?.active && feed.issuedAt ? messages.feedIssuedAt(formatSeoulDateTime(feed.issuedAt)) : messages.feedNone}</p>
      )}
      <Button buttonStyle="secondary" size="small" onClick={() => void issue()}>
        {feed?.active ? messages.feedReissue : messages.feedIssue}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
