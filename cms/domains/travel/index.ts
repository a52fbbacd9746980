import type { Endpoint } from 'payload'
import { travelCodeEndpoints } from './endpoints/travel-codes'
import { attractionEndpoints } from './endpoints/attractions'
import { tourEndpoints } from './endpoints/tours'
import { passEndpoints } from './endpoints/passes'
import { couponEndpoints } from './endpoints/coupons'
import { stickyAreaEndpoints } from './endpoints/sticky-area'
import { reservationEndpoints } from './endpoints/reservations'

/** The travel-booking leftovers of the product description (section 7): attractions, tours, passes, coupons, goods reservations. What other domains and the wiring may use; everything else stays inside. */
export { AttractionInterests } from './collections/AttractionInterests'
export { Attractions } from './collections/Attractions'
export { Coupons } from './collections/Coupons'
export { GoodsDayCounts } from './collections/GoodsDayCounts'
export { GoodsReservations } from './collections/GoodsReservations'
export { MemberCoupons } from './collections/MemberCoupons'
export { PassOptions } from './collections/PassOptions'
export { PassOrders } from './collections/PassOrders'
export { Passes } from './collections/Passes'
export { Promotions } from './collections/Promotions'
export { RecommendedTours } from './collections/RecommendedTours'
export { ReservationGoods } from './collections/ReservationGoods'
export { TravelCodes } from './collections/TravelCodes'
export { TravelInfos } from './collections/TravelInfos'
export { StickyArea } from './globals/StickyArea'

export const travelEndpoints: Endpoint[] = [
  ...travelCodeEndpoints,
  ...attractionEndpoints,
  ...tourEndpoints,
  ...passEndpoints,
  ...couponEndpoints,
  ...stickyAreaEndpoints,
  ...reservationEndpoints,
]
export { listAttractions } from './services/attractions/list-attractions'
export { listPasses } from './services/passes/list-passes'
