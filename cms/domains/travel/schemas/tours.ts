import { z } from 'zod'
import { MAX_TOUR_DAYS, tourEtcInformation } from '../../../../contract/travel-options'
import { travelMessages } from '../messages'
import { pagingQuery, searchKeyword } from '../../../platform/http/paging'
import { optionalTravelCode, optionList, rowId } from './travel-filters'
import { plainInteger } from '../../../platform/http/plain-integer'

const tourDays = z.preprocess(
  (value) => (value === '' ? undefined : value),
  plainInteger(
    z
      .number({ error: travelMessages.badTourDays(MAX_TOUR_DAYS) })
      .int({ error: travelMessages.badTourDays(MAX_TOUR_DAYS) })
      .min(1, { error: travelMessages.badTourDays(MAX_TOUR_DAYS) })
      .max(MAX_TOUR_DAYS, { error: travelMessages.badTourDays(MAX_TOUR_DAYS) }),
  ).optional(),
)

export const tourListQuery = pagingQuery.extend({
  searchKeyword,
  themeCd: optionalTravelCode('여행 테마'),
  etcInformation: optionList('기타 정보', tourEtcInformation),
  tourDays,
})
export type TourListQuery = z.infer<typeof tourListQuery>

export const tourUid = rowId(travelMessages.badTourUid)
