import type { PayloadRequest, Where } from 'payload'
import { anyFieldLike } from '../../../../platform/data/keyword-filter'
import type { PromotionDetail, PromotionSummary } from '../../../../../contract/travel'
import { promotionCategories, type PromotionCategory } from '../../../../../contract/travel-options'
import { published } from '../../../../platform/data/published'
import { kstDay } from '../../../../platform/time/kst'
import { relationId } from '../../../../platform/data/relation-id'
import type { Promotion } from '../../../../payload-types'
import { cardImage } from '../../card-image'
import { findPublished } from '../../find-published'
import { travelMessages as m } from '../../messages'

/** Whether the promotion runs today, on the Seoul calendar (an open end runs on). */
const stateOf = (promotion: Promotion, now: Date): PromotionSummary['state'] => {
  const today = kstDay(now)
  if (kstDay(new Date(promotion.startDate)) > today) return 'upcoming'
  if (promotion.endDate && kstDay(new Date(promotion.endDate)) < today) return 'ended'
  return 'ongoing'
}

const toPromotionSummary = (promotion: Promotion, now: Date): PromotionSummary => {
  const state = stateOf(promotion, now)
  return {
    id: promotion.id,
    title: promotion.title,
    category: promotion.category,
    categoryLabel: promotionCategories.find((category) => category.value === promotion.category)?.label ?? promotion.category,
    summary: promotion.summary ?? null,
    ...cardImage(promotion.image),
    startDate: promotion.startDate,
    endDate: promotion.endDate ?? null,
    state,
    stateLabel: m.promotionStates[state],
    couponPblcnUid: relationId(promotion.coupon) ?? null,
  }
}

type PromotionQuery = { pageNum: number; pageSize: number; searchFilter?: PromotionCategory; searchKeyword?: string }

/** `GET /stickyArea/promotion/list`: published promotions, latest start first. */
export const listPromotions = async (req: PayloadRequest, query: PromotionQuery, now = new Date()) => {
  const conditions: Where[] = [published]
  if (query.searchFilter) conditions.push({ category: { equals: query.searchFilter } })
  if (query.searchKeyword) conditions.push(anyFieldLike(query.searchKeyword, ['title', 'summary']))
  const { docs, totalDocs } = await req.payload.find({
    collection: 'promotions',
    where: { and: conditions },
    sort: ['-startDate', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
    depth: 1,
    overrideAccess: false,
    req,
  })
  return { list: docs.map((doc) => toPromotionSummary(doc, now)), total: totalDocs }
}

export const getPromotion = async (req: PayloadRequest, id: number, now = new Date()): Promise<PromotionDetail> => {
  const promotion = await findPublished(req, 'promotions', id, m.promotionNotFound)
  return { ...toPromotionSummary(promotion, now), content: promotion.content ?? null }
}
