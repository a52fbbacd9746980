import type { GlobalSlug, PayloadRequest } from 'payload'
import { notFound } from '../../../platform/http/errors'

export const pageMessages = { unpublished: '아직 게시된 내용이 없습니다.' } as const

/**
 * The published state of a page global, read with the caller's rights. Staff get the published
 * page too, not their unpublished draft: the portal shows them what visitors see, and the admin's
 * preview is where drafts are read. A page never published answers 404.
 */
export const readPublishedGlobal = async <T extends { _status?: string | null; updatedAt?: string | null }>(
  req: PayloadRequest,
  slug: GlobalSlug,
): Promise<T> => {
  const doc = (await req.payload.findGlobal({ slug, req, overrideAccess: false, depth: 1, draft: false })) as unknown as T
  if (doc?._status !== 'published') throw notFound(pageMessages.unpublished)
  return doc
}
