import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import type { AttractionSummary } from '../../../../../contract/travel'
import type { Attraction } from '../../../../payload-types'
import { published } from '../../../../platform/data/published'
import { everyTicked } from '../../checkbox-options'
import type { AttractionListQuery } from '../../schemas/attractions'
import { interestedIds } from './interested-ids'
import { toAttractionSummary } from './to-attraction'

const filtersOf = (query: Omit<AttractionListQuery, 'pageNum' | 'pageSize'>): Where[] => {
  const conditions: Where[] = [published]
  if (query.gdsTycd) conditions.push({ 'goodsType.code': { equals: query.gdsTycd } })
  if (query.gdsCategoryCd) conditions.push({ 'goodsCategory.code': { equals: query.gdsCategoryCd } })
  conditions.push(...everyTicked('facilities', query.facilitiesRecord), ...everyTicked('etcInformation', query.etcInformation))
  if (query.searchKeyword) {
    conditions.push(anyFieldLike(query.searchKeyword, ['name', 'summary', 'address']))
  }
  return conditions
}

const summaryFields = {
  name: true,
  goodsType: true,
  goodsCategory: true,
  province: true,
  district: true,
  address: true,
  summary: true,
  image: true,
  facilities: true,
  etcInformation: true,
} as const

/**
 * One page of the published attractions, by name. Read through the Local API rather than the lean
 * list path: the code filters reach into the code rows, which needs a join.
 */
export const listAttractions = async (req: PayloadRequest, query: AttractionListQuery): Promise<{ list: AttractionSummary[]; total: number }> => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'attractions',
    where: { and: filtersOf(query) },
    sort: ['name', 'id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    // The summary's fields only: the description and the practical details stay for the detail.
    select: summaryFields,
    overrideAccess: false,
    req,
  })
  const interested = await interestedIds(
    req,
    docs.map((doc) => doc.id),
  )
  return { list: docs.map((doc) => toAttractionSummary(doc as Attraction, interested.has(doc.id))), total: totalDocs }
}
