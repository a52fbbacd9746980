import type { BoardPostSummary } from './boards'
import type { CourseSummary } from './education'
import type { AttractionSummary, PassSummary } from './travel'

export type Banner = {
  id: number
  title: string
  subtitle: string | null
  imageUrl: string
  imageAlt: string
  link: string | null
}

/**
 * Header search results (spec §3 "Search results"): attractions and passes of the travel side,
 * posts are notices, tours are education courses.
 */
export type MainSearchResult = {
  searchKeyword: string
  mainAttractionList: AttractionSummary[]
  mainAttractionCnt: number
  mainPassList: PassSummary[]
  mainPassCnt: number
  mainPostList: BoardPostSummary[]
  mainPostCnt: number
  mainTourList: CourseSummary[]
  mainTourCnt: number
  totalCnt: number
}
