import type { PayloadRequest } from 'payload'
import type { MainSearchResult } from '../../../contract/main'
import { listBoardPosts } from '../boards/list-board-posts'
import { listCourses } from '../education/list-courses'

/** How many hits of each type the header search shows before "more". */
const PREVIEW_SIZE = 5

export const searchAll = async (req: PayloadRequest, keyword: string | undefined): Promise<MainSearchResult> => {
  const searchKeyword = keyword ?? ''
  const [posts, courses] = await Promise.all([
    listBoardPosts(req, 'notice', { pageNum: 1, pageSize: PREVIEW_SIZE, searchType: 'all', searchKeyword: keyword }),
    listCourses(req, { pageNum: 1, pageSize: PREVIEW_SIZE, searchKeyword: keyword }),
  ])
  return {
    searchKeyword,
    mainAttractionList: [],
    mainAttractionCnt: 0,
    mainPassList: [],
    mainPassCnt: 0,
    mainPostList: posts.list,
    mainPostCnt: posts.total,
    mainTourList: courses.list,
    mainTourCnt: courses.total,
    totalCnt: posts.total + courses.total,
  }
}
