import { type AnswerState, type MemberBoardKey, type MemberPostSummary, SECRET_TITLE } from '../../../../contract/member-boards'
import { hasStaffRole } from '../../../platform/access/roles'
import type { User } from '../../../payload-types'
import { isPinnedNow } from '../../../platform/fields/pin'
import type { PostMarks } from '../../content'
import { shownAuthorName } from './mask-name'

/** The columns every member-board list shows, as the lean list query returns them. */
export type MemberPostRow = {
  id: number
  title: string
  secret?: boolean | null
  pinned?: boolean | null
  pinnedUntil?: string | null
  author?: number | null
  authorName?: string | null
  answerState?: string | null
  commentCount?: number | null
  viewCount?: number | null
  createdAt: string
  typeLabel?: string | null
}

export const isOwnPost = (user: User | null, row: Pick<MemberPostRow, 'author'>) => Boolean(user) && row.author === user!.id

/** Staff and the author open a secret post; everyone else sees that it exists. */
export const mayOpen = (user: User | null, row: Pick<MemberPostRow, 'secret' | 'author'>) => !row.secret || hasStaffRole(user) || isOwnPost(user, row)

export const toMemberPostSummary = (board: MemberBoardKey, row: MemberPostRow, user: User | null, marks: PostMarks): MemberPostSummary => {
  const readable = mayOpen(user, row)
  const mine = isOwnPost(user, row)
  const name = row.authorName ?? ''
  return {
    id: row.id,
    board,
    typeLabel: row.typeLabel ?? '',
    title: readable ? row.title : SECRET_TITLE,
    secret: Boolean(row.secret),
    readable,
    pinned: isPinnedNow(row, marks.now),
    staffNotice: Boolean(row.pinned),
    isNew: marks.isNew(row.createdAt),
    author: shownAuthorName(name, { own: mine, staffReader: hasStaffRole(user) }),
    answerState: (row.answerState ?? 'waiting') as AnswerState,
    commentCount: Number(row.commentCount ?? 0),
    viewCount: Number(row.viewCount ?? 0),
    createdAt: row.createdAt,
    mine,
  }
}
