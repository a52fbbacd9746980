import type { PayloadRequest } from 'payload'
import type { MainSearchResult } from '../../../../contract/main'
import { keptForGuests } from '../../../platform/data/kept-for-guests'
import { resolveBoard, listBoardPosts } from '../../boards'
import { listCourses } from '../../applications'
import { listAttractions, listPasses } from '../../travel'

/** How many hits of each type the header search shows before "more". */
const PREVIEW_SIZE = 5

// Four lists per keyword, alike for every guest; a member's attractions carry their favourites.
const keptAnswers = keptForGuests<MainSearchResult>(1000)

export const searchAll = (req: PayloadRequest, keyword: string | undefined): Promise<MainSearchResult> =>
  keptAnswers(req, keyword ?? '', () => searchFourLists(req, keyword))

const searchFourLists = async (req: PayloadRequest, keyword: string | undefined): Promise<MainSearchResult> => {
  const searchKeyword = keyword ?? ''
  const [posts, courses, attractions, passes] = await Promise.all([
    listBoardPosts(req, resolveBoard('notice'), { pageNum: 1, pageSize: PREVIEW_SIZE, searchType: 'all', searchKeyword: keyword }),
    listCourses(req, { pageNum: 1, pageSize: PREVIEW_SIZE, searchKeyword: keyword }),
    listAttractions(req, { pageNum: 1, pageSize: PREVIEW_SIZE, searchKeyword: keyword, facilitiesRecord: [], etcInformation: [] }),
    listPasses(req, { pageNum: 1, pageSize: PREVIEW_SIZE, searchKeyword: keyword }),
  ])
  return {
    searchKeyword,
    mainAttractionList: attractions.list,
    mainAttractionCnt: attractions.total,
    mainPassList: passes.list,
    mainPassCnt: passes.total,
    mainPostList: posts.list,
    mainPostCnt: posts.total,
    mainTourList: courses.list,
    mainTourCnt: courses.total,
    totalCnt: attractions.total + passes.total + posts.total + courses.total,
  }
}
