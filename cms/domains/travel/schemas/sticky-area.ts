import { z } from 'zod'
import { promotionCategories, type PromotionCategory } from '../../../../contract/travel-options'
import { travelMessages as m } from '../messages'
import { pagingQuery, searchKeyword } from '../../../platform/http/paging'
import { optionalTravelCode, rowId } from './travel-filters'

const categories = promotionCategories.map((category) => category.value) as [PromotionCategory, ...PromotionCategory[]]

export const promotionListQuery = pagingQuery.extend({
  searchKeyword,
  searchFilter: z.preprocess((value) => (value === '' ? undefined : value), z.enum(categories, { error: m.badSearchFilter }).optional()),
})

export const travelInfoListQuery = pagingQuery.extend({ searchKeyword, touristTycd: optionalTravelCode('여행정보 구분') })

export const promotionId = rowId(m.badPromotionId)

export const travelInfoId = rowId(m.badTravelInfoId)
