import type { PayloadRequest } from 'payload'
import type { AttractionDetail } from '../../../../../contract/travel'
import { publishedAnd } from '../../../../platform/data/published'
import { notFound } from '../../../../platform/http/errors'
import { travelMessages } from '../../messages'
import { interestedIds } from './interested-ids'
import { toAttractionDetail, type AttractionDoc } from './to-attraction'

/** A published attraction, read as the caller may; a draft or an unknown id is 404 for everyone. */
export const findPublishedAttraction = async (req: PayloadRequest, gdsUid: number, depth = 0): Promise<AttractionDoc> => {
  const { docs } = await req.payload.find({
    collection: 'attractions',
    where: publishedAnd({ id: { equals: gdsUid } }),
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: false,
    req,
  })
  const attraction = docs[0]
  if (!attraction) throw notFound(travelMessages.attractionNotFound)
  return attraction
}

export const getAttraction = async (req: PayloadRequest, gdsUid: number): Promise<AttractionDetail> => {
  const [attraction, interested] = await Promise.all([findPublishedAttraction(req, gdsUid, 1), interestedIds(req, [gdsUid])])
  return toAttractionDetail(attraction, interested.has(gdsUid))
}
