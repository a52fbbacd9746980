import { previewApiPath, type PreviewView } from '@contract/preview'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/**
 * The saved draft, read with the staff member's own session. Never cached across visits: a preview
 * opened again must show what was saved since.
 */
export const previewDraftQueryOptions = (slug: string, id: number | null) =>
  queryOptions({
    queryKey: queryKeys.preview.draft(slug, id),
    queryFn: ({ signal }) => api.get<PreviewView>(previewApiPath(slug, id), undefined, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

/** The admin's current form values, rendered by the server exactly as the saved draft would be. */
export const renderLiveDraft = (slug: string, id: number | null, data: unknown) => api.post<PreviewView>(previewApiPath(slug, id), { data })
