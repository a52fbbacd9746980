import type { CodeGroup } from './travel-options'

/** One code of a group (`GET /codes/{group}`); `parentCode` ties a 시군구 to its 시도. */
export type TravelCode = { code: string; codeName: string; group: CodeGroup; parentCode: string | null }

export type LabelledValue = { value: string; label: string }

/** An attraction in lists, favourites and the header search. `gdsUid` is its id. */
export type AttractionSummary = {
  gdsUid: number
  name: string
  gdsTycd: string | null
  gdsTycdNm: string | null
  gdsCategoryCd: string | null
  gdsCategoryNm: string | null
  ctpvNm: string | null
  sggNm: string | null
  address: string | null
  summary: string | null
  imageUrl: string | null
  imageAlt: string | null
  facilities: LabelledValue[]
  etcInformation: LabelledValue[]
  /** Whether the caller keeps it as a favourite; always false for a guest. */
  isInterest: boolean
}

export type AttractionDetail = AttractionSummary & {
  description: string | null
  openingHours: string | null
  admissionFee: string | null
  phone: string | null
  homepage: string | null
}

/** The answer of adding or removing a favourite. */
export type AttractionInterest = { gdsUid: number; isInterest: boolean }

/** A recommended tour in lists (`tourUid` is its id); `tourDaysLabel` reads 당일 or 2박 3일. */
export type TourSummary = {
  tourUid: number
  title: string
  themeCd: string | null
  themeNm: string | null
  tourDays: number
  tourDaysLabel: string
  summary: string | null
  imageUrl: string | null
  imageAlt: string | null
  etcInformation: LabelledValue[]
  attractionCnt: number
}

/** One stop of a tour, day by day; an attraction staff have unpublished is left out. */
export type TourStop = { day: number; note: string | null; attraction: AttractionSummary }

export type TourDetail = TourSummary & { description: string | null; stops: TourStop[] }

/** One option of a pass (`gdsDtlUid`): who it is for, its price and how many are left. */
export type PassOption = { gdsDtlUid: number; optionNm: string; price: number; stock: number; soldOut: boolean }

export type PassSummary = {
  passUid: number
  name: string
  psCd: string | null
  psNm: string | null
  summary: string | null
  imageUrl: string | null
  imageAlt: string | null
  validDays: number
  /** The lowest option price, for "…원부터". */
  minPrice: number | null
  soldOut: boolean
}

export type PassDetail = PassSummary & { description: string | null; options: PassOption[]; attractions: AttractionSummary[] }

/** The server's price of a purchase (`isPay` false), never the client's. */
export type PassQuote = {
  gdsDtlUid: number
  passNm: string
  optionNm: string
  passCnt: number
  unitPrice: number
  totalPrice: number
  couponUid: number | null
  couponNm: string | null
  discount: number
  payAmount: number
  /** Whether the `price` the client sent differs from `payAmount` (false when it sent none). */
  priceChanged: boolean
  isPay: false
}

export type PassOrder = {
  rsvtUid: number
  orderNo: string
  passUid: number
  passNm: string
  gdsDtlUid: number
  optionNm: string
  passCnt: number
  unitPrice: number
  totalPrice: number
  discount: number
  payAmount: number
  couponNm: string | null
  payment: { method: string; label: string; ref: string }
  state: string
  stateLabel: string
  paidAt: string
  validUntil: string
  voucherCode: string
  refund: { whyCd: string; whyNm: string; etcWhy: string | null; refundedAt: string; refundAmount: number } | null
  isPay: true
}

/** A voucher (교환권) of a paid order, shown at the attraction. */
export type PassVoucher = {
  rsvtUid: number
  orderNo: string
  voucherCode: string
  passNm: string
  optionNm: string
  passCnt: number
  validUntil: string
  attractions: string[]
}

/** A coupon the member may register (`GET /mypage/coupon`). */
export type CouponOffer = {
  couponPblcnUid: number
  name: string
  discountLabel: string
  minPrice: number
  validFrom: string
  validUntil: string
  passNm: string | null
  registered: boolean
}

/** A coupon the member holds (`couponUid`). */
export type MemberCoupon = {
  couponUid: number
  couponPblcnUid: number
  name: string
  discountLabel: string
  minPrice: number
  validUntil: string
  passNm: string | null
  state: 'available' | 'used' | 'expired'
  stateLabel: string
  /** For `/reserve/coupon`: what it takes off one of the option at its price. */
  discount?: number
}

/** `GET /stickyArea/directions`: how to reach the travel desk. */
export type StickyDirections = { title: string; address: string; transport: string | null; mapUrl: string | null; phone: string | null }

/** `GET /stickyArea/liveChat`: where the live consultation is and whether it is open now. */
export type StickyLiveChat = { channelName: string; channelUrl: string | null; hours: string; phone: string | null; open: boolean; message: string }

export type PromotionSummary = {
  id: number
  title: string
  category: string
  categoryLabel: string
  summary: string | null
  imageUrl: string | null
  imageAlt: string | null
  startDate: string
  endDate: string | null
  state: 'upcoming' | 'ongoing' | 'ended'
  stateLabel: string
  /** A coupon the promotion hands out (`POST /mypage/coupon/insert`). */
  couponPblcnUid: number | null
}

export type PromotionDetail = PromotionSummary & { content: string | null }

export type TravelInfoSummary = {
  id: number
  title: string
  touristTycd: string | null
  touristTyNm: string | null
  summary: string | null
  imageUrl: string | null
  imageAlt: string | null
  updatedAt: string
}

export type TravelInfoDetail = TravelInfoSummary & { content: string | null }

/** `GET /reserve/goods-info`: a bookable goods option (`goodsDtlId`) priced for a count and a price row (`priceSn`). */
export type GoodsInfo = {
  goodsDtlId: number
  goodsNm: string
  attractionNm: string | null
  gdsTycd: string | null
  gdsTycdNm: string | null
  prices: { priceSn: number; label: string; price: number }[]
  priceSn: number
  priceLabel: string
  unitPrice: number
  goodsCnt: number
  totalPrice: number
  dailyCapacity: number
  horizonDays: number
}

/** `POST /reserve/pay-info`: the amount to pay (after the coupon, if any) and what is left on the chosen day. */
export type ReservePayInfo = GoodsInfo & {
  useDate: string
  left: number
  couponUid: number | null
  couponNm: string | null
  discount: number
  payAmount: number
}

export type GoodsReservation = {
  reserveId: number
  reserveNo: string
  goodsDtlId: number
  goodsNm: string
  gdsTycd: string | null
  useDate: string
  goodsCnt: number
  priceSn: number
  priceLabel: string
  unitPrice: number
  totalPrice: number
  discount: number
  couponNm: string | null
  payAmount: number
  contact: { name: string; phone: string; email: string }
  payment: { method: string; label: string; ref: string }
  state: string
  stateLabel: string
  createdAt: string
  cancelledAt: string | null
  canCancel: boolean
}

/** `GET /reserve/user-info`: the member's details the booking form starts from. */
export type ReserveUserInfo = { name: string; email: string; phone: string | null }
