import type { PayloadRequest } from 'payload'
import type { TourDetail } from '../../../../../contract/travel'
import { publishedAnd } from '../../../../platform/data/published'
import { notFound } from '../../../../platform/http/errors'
import { relationId } from '../../../../platform/data/relation-id'
import { travelMessages } from '../../messages'
import { interestedIds } from '../attractions/interested-ids'
import { toTourDetail } from './to-tour'

/** Depth 2: the stops' attractions arrive with their codes and pictures, shown as cards. */
const TOUR_DEPTH = 2

/** A published tour with its stops as attraction cards; a draft or an unknown id is 404 for everyone. */
export const getTour = async (req: PayloadRequest, tourUid: number): Promise<TourDetail> => {
  const { docs } = await req.payload.find({
    collection: 'recommended-tours',
    where: publishedAnd({ id: { equals: tourUid } }),
    limit: 1,
    pagination: false,
    depth: TOUR_DEPTH,
    overrideAccess: false,
    req,
  })
  const tour = docs[0]
  if (!tour) throw notFound(travelMessages.tourNotFound)
  const interested = await interestedIds(req, [...new Set((tour.stops ?? []).map((stop) => relationId(stop.attraction)))])
  return toTourDetail(tour, interested)
}
