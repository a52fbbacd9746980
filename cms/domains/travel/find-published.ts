import type { PayloadRequest } from 'payload'
import { publishedAnd } from '../../platform/data/published'
import { notFound } from '../../platform/http/errors'

/** The travel collections the portal shows only once staff publish them. */
type PublishedTravel = 'promotions' | 'travel-infos'

/** One published row, read as the caller may; a draft or an unknown id is 404 with `message`, for everyone. */
export const findPublished = async <C extends PublishedTravel>(req: PayloadRequest, collection: C, id: number, message: string) => {
  const { docs } = await req.payload.find({
    collection,
    where: publishedAnd({ id: { equals: id } }),
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    req,
  })
  if (!docs[0]) throw notFound(message)
  return docs[0]
}
