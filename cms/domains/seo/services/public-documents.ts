import type { Payload, Where } from 'payload'
import { boardKeys } from '../../../../contract/boards'
import type { DetailKind } from '../../../../contract/seo'
import { published } from '../../../platform/data/published'
import { resolveBoard } from '../../boards'

type DetailCollection =
  ReturnType<typeof resolveBoard>['collection'] | 'courses' | 'project-calls' | 'events' | 'equipment' | 'technologies' | 'collaboration-requests'

type DetailSource = { kind: DetailKind; collection: DetailCollection; where?: Where }

/**
 * Every collection with a public detail page. Reads go through the collections' own read rules as a
 * guest (no user): a crawler is a guest, so members-only and secret posts stay out by the same rule
 * that hides them on the portal. Collections with drafts are also asked for published rows only, as
 * the portal's lists do; scheduled posts are drafts until their job publishes them.
 */
const detailSources: DetailSource[] = [
  ...boardKeys.map((key): DetailSource => ({ kind: key, collection: resolveBoard(key).collection, where: published })),
  { kind: 'course', collection: 'courses', where: published },
  { kind: 'call', collection: 'project-calls', where: published },
  { kind: 'event', collection: 'events', where: published },
  { kind: 'equipment', collection: 'equipment', where: published },
  { kind: 'technology', collection: 'technologies', where: published },
  { kind: 'collabo', collection: 'collaboration-requests' },
]

export type PublicDocument = { kind: DetailKind; id: number | string; updatedAt: string }

/** The id and last change of every document a guest can open a detail page for. */
export const listPublicDocuments = async (payload: Payload): Promise<PublicDocument[]> => {
  const perSource = await Promise.all(
    detailSources.map(async ({ kind, collection, where }) => {
      const { docs } = await payload.find({
        collection,
        where,
        select: { updatedAt: true },
        sort: '-updatedAt',
        depth: 0,
        draft: false,
        pagination: false,
        overrideAccess: false,
      })
      return docs.map((doc) => ({ kind, id: doc.id, updatedAt: String(doc.updatedAt) }))
    }),
  )
  return perSource.flat()
}
