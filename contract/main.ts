import type { BoardPostSummary } from './boards'
import type { CourseSummary } from './education'

export type Banner = {
  id: number
  title: string
  subtitle: string | null
  imageUrl: string
  imageAlt: string
  link: string | null
}

/**
 * Header search results (spec §3 "Search results"). Attractions and passes belong to the travel
 * leftovers and stay empty until that side is built; posts are notices, tours are education courses.
 */
export type MainSearchResult = {
  searchKeyword: string
  mainAttractionList: never[]
  mainAttractionCnt: number
  mainPassList: never[]
  mainPassCnt: number
  mainPostList: BoardPostSummary[]
  mainPostCnt: number
  mainTourList: CourseSummary[]
  mainTourCnt: number
  totalCnt: number
}
