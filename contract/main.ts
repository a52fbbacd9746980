import type { BoardPostSummary } from './boards'
import type { CourseSummary } from './education'
import type { AttractionSummary } from './travel'

export type Banner = {
  id: number
  title: string
  subtitle: string | null
  imageUrl: string
  imageAlt: string
  link: string | null
}

/**
 * Header search results (spec §3 "Search results"): attractions of the travel side, posts are
 * notices, tours are education courses. Passes stay empty until the travel side sells them.
 */
export type MainSearchResult = {
  searchKeyword: string
  mainAttractionList: AttractionSummary[]
  mainAttractionCnt: number
  mainPassList: never[]
  mainPassCnt: number
  mainPostList: BoardPostSummary[]
  mainPostCnt: number
  mainTourList: CourseSummary[]
  mainTourCnt: number
  totalCnt: number
}
