'use client'
import { useState } from 'react'
import { postPortalAction } from './post-portal-action'
import type { Outcome } from './state-change-outcome'

/**
 * A staff action on a document screen that posts to /api/v1 and, once the server took it, reloads the
 * page so every field shown is the server's; a refusal stays on screen in the server's own words.
 */
export const useReloadingAction = (failed: string) => {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const send = async <T>(path: string, body: unknown, done: (answer: T) => string) => {
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await postPortalAction<T>(path, body, failed)
      setOutcome({ tone: 'success', text: done(answer) })
      window.location.reload()
    } catch (error) {
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : failed })
    } finally {
      setBusy(false)
    }
  }

  return { busy, outcome, setOutcome, send }
}
