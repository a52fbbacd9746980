import type { PayloadRequest, Where } from 'payload'
import type { AnswerState, MemberBoardKey, MemberPostSummary, MemberSearchType } from '../../../../contract/member-boards'
import { hasStaffRole } from '../../../platform/access/roles'
import { relatedColumn } from '../../../platform/data/computed-columns'
import { readPage } from '../../../platform/data/read-page'
import { periodWhere } from '../../../platform/http/period'
import type { Period } from '../../../../contract/period'
import { pinnedNowWhere } from '../../../platform/fields/pin'
import { readPostMarks } from '../../content'
import type { User } from '../../../payload-types'
import { resolveMemberBoard } from './member-board-registry'
import { type MemberPostRow, toMemberPostSummary } from './to-member-post'

export type MemberPostListQuery = Period & {
  pageNum: number
  pageSize: number
  typeId?: number
  answerState?: AnswerState
  searchType: MemberSearchType
  searchKeyword?: string
  /** My-page: only the caller's own posts. */
  mine?: boolean
  /** The site search: open posts only, whoever asks (a secret post's title is never a hit). */
  openOnly?: boolean
}

const listColumns = {
  fields: ['title', 'secret', 'pinned', 'pinnedUntil', 'author', 'authorName', 'answerState', 'commentCount', 'viewCount', 'createdAt'],
  computed: { typeLabel: relatedColumn('postType', { table: 'post_types', column: 'label' }) },
  // The writer's id only tells "mine"; toMemberPostSummary masks the name as the fields' read rules do.
  selfMasked: ['author', 'authorName'],
} as const

/** A list shows every post's row; what hides a secret post is the summary (title, author). */
const everyRow = () => true as const

const keywordWhere = (searchType: MemberSearchType, keyword: string): Where => {
  const byField: Record<Exclude<MemberSearchType, 'all'>, Where> = {
    title: { title: { like: keyword } },
    content: { plainText: { like: keyword } },
    author: { authorName: { like: keyword } },
  }
  return searchType === 'all' ? { or: Object.values(byField) } : byField[searchType]
}

/**
 * A search only ever finds posts the caller may open: otherwise a hit would tell what a secret
 * post says, and a search by name would tell who wrote it.
 */
const readableBy = (user: User | null): Where | null => {
  if (hasStaffRole(user)) return null
  const open: Where = { secret: { not_equals: true } }
  return user ? { or: [open, { author: { equals: user.id } }] } : open
}

const listWhere = (user: User | null, query: MemberPostListQuery): Where => {
  const conditions: Where[] = []
  if (query.mine) conditions.push({ author: { equals: user?.id ?? 0 } })
  if (query.openOnly) conditions.push({ secret: { not_equals: true } })
  if (query.typeId) conditions.push({ postType: { equals: query.typeId } })
  if (query.answerState) conditions.push({ answerState: { equals: query.answerState } })
  // The 기간 search asks when the post was written: the 등록일 the list shows.
  conditions.push(...periodWhere('createdAt', query))
  if (query.searchKeyword) {
    conditions.push(keywordWhere(query.searchType, query.searchKeyword))
    const readable = readableBy(user)
    if (readable) conditions.push(readable)
  }
  return conditions.length ? { and: conditions } : {}
}

/** One page of a member board: staff notices first, then the newest. */
export const listMemberPosts = async (
  req: PayloadRequest,
  boardKey: MemberBoardKey,
  query: MemberPostListQuery,
): Promise<{ list: MemberPostSummary[]; total: number }> => {
  const board = resolveMemberBoard(boardKey)
  const user = req.user as User | null
  const marks = await readPostMarks(req.payload)
  const { rows, total } = await readPage(req, {
    collection: board.collection,
    ...listColumns,
    listedRows: everyRow,
    where: listWhere(user, query),
    orderFirst: pinnedNowWhere(marks.now),
    sort: ['-createdAt', '-id'],
    page: query.pageNum,
    limit: query.pageSize,
  })
  return { list: rows.map((row) => toMemberPostSummary(board.key, row as unknown as MemberPostRow, user, marks)), total }
}
