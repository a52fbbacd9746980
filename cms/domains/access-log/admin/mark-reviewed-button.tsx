'use client'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import { postPortalAction } from '../../../platform/admin/shared/post-portal-action'
import { messages } from '../messages'

/** 점검 완료 for the month on screen, with an optional remark; the page reloads to show who marked it. */
export const MarkReviewedButton = ({ month }: { month: string }) => {
  const router = useRouter()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await postPortalAction('/access-logs/reviews', { month, note }, messages.review.markFailed)
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.review.markFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} style={{ alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <label style={{ display: 'grid', flex: '1 1 320px', gap: 4 }}>
        {messages.fields.note}
        <input
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={500}
          placeholder={messages.review.notePlaceholder}
          style={{ font: 'inherit', padding: '6px 8px' }}
        />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={busy}>
        {busy ? messages.review.marking : messages.review.markReviewed}
      </button>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', flexBasis: '100%', margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  )
}
