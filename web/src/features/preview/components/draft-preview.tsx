import type { PreviewView } from '@contract/preview'
import { Alert, Center, Loader } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { previewDraftQueryOptions } from '../api/preview-draft'
import { useLiveDraft } from '../hooks/use-live-draft'
import { previewMessages } from '../messages'

type DraftPreviewProps = {
  slug: string
  id: number | null
  /** The public page's own component for the draft (the route picks it: features do not import each other). */
  render: (view: PreviewView) => ReactNode
}

function LiveDraft({ slug, id, initial, render }: DraftPreviewProps & { initial: PreviewView }) {
  const { view, failed } = useLiveDraft(slug, id, initial)
  return (
    <>
      <Alert color="yellow" variant="light" mb="lg" role="status">
        {failed ? previewMessages.renderFailed : previewMessages.banner}
      </Alert>
      {render(view)}
    </>
  )
}

/**
 * Staff's live preview of a draft in the portal's own layout. Anyone who is not staff gets the
 * server's refusal in Korean, and nothing of the draft.
 */
export function DraftPreview({ slug, id, render }: DraftPreviewProps) {
  const draft = useQuery(previewDraftQueryOptions(slug, id))
  if (draft.isError) {
    return (
      <Alert color="red" variant="light" title={previewMessages.refusedTitle} role="alert">
        {draft.error.message}
      </Alert>
    )
  }
  if (!draft.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  return <LiveDraft slug={slug} id={id} initial={draft.data} render={render} />
}
