import type { PayloadRequest } from 'payload'
import type { BoardKey, BoardPostSummary } from '../../../../contract/boards'
import type { MemberBoardKey } from '../../../../contract/member-boards'
import type { SearchHit, SiteSearchType } from '../../../../contract/search'
import { kstDay } from '../../../platform/time/kst'
import { resolveBoard, listBoardPosts } from '../../boards'
import { listCourses, listProjectCalls } from '../../applications'
import { listEquipment } from '../../equipment'
import { listMemberPosts } from '../../member-boards'
import { listTechnologies } from '../../tech-transfer'
import { listAttractions, listPasses } from '../../travel'
import { searchMessages } from '../messages'
import { searchContentPages } from './search-pages'

type Found = { hits: SearchHit[]; total: number }

type SearchSource = {
  /** Whether this caller may search the type at all (Q&A is members-only). */
  available?: (req: PayloadRequest) => boolean
  find: (req: PayloadRequest, keyword: string, pageNum: number, pageSize: number) => Promise<Found>
}

const day = (iso: string) => kstDay(new Date(iso)).replaceAll('-', '.')
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null

const boardDetail: Record<BoardKey, string> = {
  notice: '/infoPlaza/noticeDetail',
  news: '/infoPlaza/newsDetail',
  faq: '/infoPlaza/faqDetail',
  reference: '/infoPlaza/referenceDetail',
  sharing: '/cooperation/sharingDetail',
  training: '/studentSupport/trainingDetail',
  founded: '/studentSupport/foundedDetail',
  activity: '/corporateCenter/activityDetail',
}

/** A staff-published board, searched in titles and bodies as its own list searches them. */
const board = (key: BoardKey): SearchSource => ({
  find: async (req, keyword, pageNum, pageSize) => {
    const { list, total } = await listBoardPosts(req, resolveBoard(key), { searchType: 'all', searchKeyword: keyword, pageNum, pageSize })
    return {
      hits: list.map((post: BoardPostSummary): SearchHit => ({
        type: key,
        id: String(post.id),
        title: post.title,
        excerpt: post.excerpt || null,
        meta: joined(post.categoryLabel, day(post.publishedAt)),
        href: `${boardDetail[key]}?id=${post.id}`,
      })),
      total,
    }
  },
})

const memberBoardDetail: Record<MemberBoardKey, string> = { qna: '/infoPlaza/qnaDetail', collabo: '/cooperation/collaboDetail' }

/** A member board: the titles of open posts only. */
const memberBoard = (key: MemberBoardKey, available?: SearchSource['available']): SearchSource => ({
  available,
  find: async (req, keyword, pageNum, pageSize) => {
    const { list, total } = await listMemberPosts(req, key, { searchType: 'title', searchKeyword: keyword, pageNum, pageSize, openOnly: true })
    return {
      hits: list.map((post) => ({
        type: key,
        id: String(post.id),
        title: post.title,
        excerpt: null,
        meta: joined(post.typeLabel, day(post.createdAt)),
        href: `${memberBoardDetail[key]}?id=${post.id}`,
      })),
      total,
    }
  },
})

/** What each search type reads, in the order of `siteSearchTypes`. */
export const searchSources: Record<SiteSearchType, SearchSource> = {
  notice: board('notice'),
  news: board('news'),
  faq: board('faq'),
  reference: board('reference'),
  sharing: board('sharing'),
  training: board('training'),
  founded: board('founded'),
  activity: board('activity'),
  course: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listCourses(req, { searchKeyword: keyword, pageNum, pageSize })
      return {
        hits: list.map((course) => ({
          type: 'course',
          id: String(course.id),
          title: course.title,
          excerpt: course.summary,
          meta: joined(course.modeLabel, course.stateLabel, `${day(course.applyStart)} ~ ${day(course.applyEnd)}`),
          href: `/cooperation/edu?course=${course.id}`,
        })),
        total,
      }
    },
  },
  equipment: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listEquipment(req, { searchKeyword: keyword, pageNum, pageSize })
      return {
        hits: list.map((item) => ({
          type: 'equipment',
          id: String(item.id),
          title: item.name,
          excerpt: joined(item.maker, item.model),
          meta: joined(item.categoryLabel, item.equipmentNo, item.location),
          href: `/cooperation/equ?id=${item.id}`,
        })),
        total,
      }
    },
  },
  technology: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listTechnologies(req, { searchKeyword: keyword, sort: 'newest', pageIndex: pageNum, pageSize })
      return {
        hits: list.map((tech) => ({
          type: 'technology',
          id: String(tech.id),
          title: tech.title,
          excerpt: tech.summary,
          meta: joined(tech.fieldLabel, `TRL ${tech.trl}`, tech.availabilityLabel),
          href: `/cooperation/techTransferDetail?id=${tech.id}`,
        })),
        total,
      }
    },
  },
  projectCall: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listProjectCalls(req, { searchKeyword: keyword, pageNum, pageSize })
      return {
        hits: list.map((call) => ({
          type: 'projectCall',
          id: String(call.id),
          title: call.title,
          excerpt: call.summary,
          meta: joined(call.stateLabel, call.host, `${day(call.applyStart)} ~ ${day(call.applyEnd)}`),
          href: `/cooperation/assn?id=${call.id}`,
        })),
        total,
      }
    },
  },
  page: { find: searchContentPages },
  collabo: memberBoard('collabo'),
  qna: memberBoard('qna', (req) => Boolean(req.user)),
  // No portal page shows a travel item (the description's travel screens are styling only), so a
  // hit's address is the item's public detail in the API; the results page opens it in a dialog
  // (docs/decisions.md).
  attraction: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listAttractions(req, { searchKeyword: keyword, pageNum, pageSize, facilitiesRecord: [], etcInformation: [] })
      return {
        hits: list.map((attraction) => ({
          type: 'attraction',
          id: String(attraction.gdsUid),
          title: attraction.name,
          excerpt: attraction.summary,
          meta: joined(attraction.gdsTycdNm, attraction.gdsCategoryNm, attraction.address),
          href: `/api/v1/attraction/detail/${attraction.gdsUid}`,
        })),
        total,
      }
    },
  },
  pass: {
    find: async (req, keyword, pageNum, pageSize) => {
      const { list, total } = await listPasses(req, { searchKeyword: keyword, pageNum, pageSize })
      return {
        hits: list.map((pass) => ({
          type: 'pass',
          id: String(pass.passUid),
          title: pass.name,
          excerpt: pass.summary,
          meta: joined(pass.psNm, searchMessages.passValidity(pass.validDays), pass.minPrice === null ? null : searchMessages.passPriceFrom(pass.minPrice)),
          href: `/api/v1/pass/detail/${pass.passUid}`,
        })),
        total,
      }
    },
  },
}
