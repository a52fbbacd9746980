import { type ApplicationKind, applicationCollections } from '../../../../contract/applications'

/** The programme whose applications a collection holds, so each admin screen talks to its own /api/v1 routes. */
export const applicationKindOf = (collectionSlug: string | undefined) =>
  (Object.entries(applicationCollections) as [ApplicationKind, string][]).find(([, slug]) => slug === collectionSlug)?.[0]

/**
 * The export of the list on screen: its programme, and the list's own query (where, search) passed on
 * untouched, so the file holds exactly the rows staff are looking at. No programme, no link.
 */
export const applicationExportHref = (collectionSlug: string | undefined, listQuery: string) => {
  const kind = applicationKindOf(collectionSlug)
  return kind ? `/api/v1/applications/${kind}/export${listQuery ? `?${listQuery}` : ''}` : null
}
