import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import type { TravelInfoDetail, TravelInfoSummary } from '../../../../../contract/travel'
import { published } from '../../../../platform/data/published'
import type { TravelInfo } from '../../../../payload-types'
import { cardImage } from '../../card-image'
import { findPublished } from '../../find-published'
import { travelMessages as m } from '../../messages'

const toTravelInfoSummary = (info: TravelInfo): TravelInfoSummary => {
  const type = info.touristType && typeof info.touristType === 'object' ? info.touristType : null
  return {
    id: info.id,
    title: info.title,
    touristTycd: type?.code ?? null,
    touristTyNm: type?.codeName ?? null,
    summary: info.summary ?? null,
    ...cardImage(info.image),
    updatedAt: info.updatedAt,
  }
}

type TravelInfoQuery = { pageNum: number; pageSize: number; touristTycd?: string; searchKeyword?: string }

/** `GET /stickyArea/travelInfo/list`: published travel information, latest first. */
export const listTravelInfos = async (req: PayloadRequest, query: TravelInfoQuery) => {
  const conditions: Where[] = [published]
  if (query.touristTycd) conditions.push({ 'touristType.code': { equals: query.touristTycd } })
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary']))
  const { docs, totalDocs } = await req.payload.find({
    collection: 'travel-infos',
    where: { and: conditions },
    sort: ['-updatedAt', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    overrideAccess: false,
    req,
  })
  return { list: docs.map(toTravelInfoSummary), total: totalDocs }
}

export const getTravelInfo = async (req: PayloadRequest, id: number): Promise<TravelInfoDetail> => {
  const info = await findPublished(req, 'travel-infos', id, m.travelInfoNotFound)
  return { ...toTravelInfoSummary(info), content: info.content ?? null }
}
