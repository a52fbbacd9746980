import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import type { TourSummary } from '../../../../../contract/travel'
import { published, publishedAnd } from '../../../../platform/data/published'
import type { TourListQuery } from '../../schemas/tours'
import { everyTicked } from '../../checkbox-options'
import { findPublishedAttraction } from '../attractions/get-attraction'
import { toTourSummary } from './to-tour'

/** Depth 1 is enough for a summary: the theme, the picture, and which stops' attractions are published. */
const findTours = (req: PayloadRequest, where: Where, page: { pageNum: number; pageSize: number }) =>
  req.payload.find({
    collection: 'recommended-tours',
    where,
    sort: ['-createdAt', '-id'],
    page: page.pageNum,
    limit: page.pageSize,
    depth: 1,
    overrideAccess: false,
    req,
  })

/** One page of the published tours, newest first. */
export const listTours = async (req: PayloadRequest, query: TourListQuery): Promise<{ list: TourSummary[]; total: number }> => {
  const conditions: Where[] = [published, ...everyTicked('etcInformation', query.etcInformation)]
  if (query.themeCd) conditions.push({ 'theme.code': { equals: query.themeCd } })
  if (query.tourDays) conditions.push({ tourDays: { equals: query.tourDays } })
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary']))
  const { docs, totalDocs } = await findTours(req, { and: conditions }, query)
  return { list: docs.map(toTourSummary), total: totalDocs }
}

/** How many tours one attraction page offers at most. */
const TOURS_OF_ATTRACTION_LIMIT = 20

/** The published tours that visit a published attraction (the attraction page's "이 관광지가 있는 코스"). */
export const toursOfAttraction = async (req: PayloadRequest, gdsUid: number): Promise<TourSummary[]> => {
  await findPublishedAttraction(req, gdsUid)
  const { docs } = await findTours(req, publishedAnd({ 'stops.attraction': { equals: gdsUid } }), { pageNum: 1, pageSize: TOURS_OF_ATTRACTION_LIMIT })
  return docs.map(toTourSummary)
}
