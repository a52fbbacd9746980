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
