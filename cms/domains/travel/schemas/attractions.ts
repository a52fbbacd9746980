import { z } from 'zod'
import { attractionEtcInformation, attractionFacilities } from '../../../../contract/travel-options'
import { travelMessages } from '../messages'
import { pagingQuery, searchKeyword } from '../../../platform/http/paging'
import { optionalTravelCode, optionList, rowId } from './travel-filters'

export const attractionListQuery = pagingQuery.extend({
  searchKeyword,
  gdsTycd: optionalTravelCode('상품 유형'),
  gdsCategoryCd: optionalTravelCode('상품 분류'),
  facilitiesRecord: optionList('편의시설', attractionFacilities),
  etcInformation: optionList('기타 정보', attractionEtcInformation),
})
export type AttractionListQuery = z.infer<typeof attractionListQuery>

export const gdsUid = rowId(travelMessages.badGdsUid)

export const gdsUidQuery = z.object({ gdsUid })
