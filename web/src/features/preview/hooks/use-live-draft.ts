import type { PreviewView } from '@contract/preview'
import { useLivePreview } from '@payloadcms/live-preview-react'
import { useCallback, useRef, useState } from 'react'
import { renderLiveDraft } from '../api/preview-draft'

type RequestHandler = NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']>

/**
 * The draft as the admin's editor holds it right now. Payload's live preview posts every change to
 * this frame; instead of Payload's REST (which would hand the page raw fields), each change goes to
 * the staff-only preview endpoint, which answers it in the public page's own shape. Answers can
 * overtake each other while staff type, so an older answer never replaces a newer one.
 */
export function useLiveDraft(slug: string, id: number | null, initial: PreviewView) {
  const shown = useRef({ view: initial, sequence: 0 })
  const sent = useRef(0)
  const [failed, setFailed] = useState(false)

  const requestHandler = useCallback<RequestHandler>(
    async ({ data }) => {
      const sequence = ++sent.current
      try {
        const view = await renderLiveDraft(slug, id, (data as { data?: unknown }).data)
        if (sequence > shown.current.sequence) shown.current = { view, sequence }
        setFailed(false)
      } catch {
        setFailed(true)
      }
      return Response.json(shown.current.view)
    },
    [slug, id],
  )

  const { data } = useLivePreview<PreviewView>({ initialData: initial, serverURL: window.location.origin, requestHandler })
  return { view: data, failed }
}
