import type { CollectionSlug } from 'payload'
import { type MemberBoardKey, memberBoardKeys } from '../../../../contract/member-boards'
import { notFound } from '../../../platform/http/errors'

export const memberBoardLabels: Record<MemberBoardKey, string> = { qna: 'Q&A', collabo: '협력지원 게시판' }

export type MemberBoard = {
  key: MemberBoardKey
  collection: Extract<CollectionSlug, 'inquiries' | 'collaboration-requests'>
  label: string
  /** Where the portal shows a post of this board, for links in mails. */
  detailPath: string
  /** Who may read files of an open post: members only on Q&A, everyone on the collaboration board. */
  openFiles: 'members' | 'public'
}

export const memberBoards: Record<MemberBoardKey, MemberBoard> = {
  qna: { key: 'qna', collection: 'inquiries', label: memberBoardLabels.qna, detailPath: '/infoPlaza/qnaDetail', openFiles: 'members' },
  collabo: {
    key: 'collabo',
    collection: 'collaboration-requests',
    label: memberBoardLabels.collabo,
    detailPath: '/cooperation/collaboDetail',
    openFiles: 'public',
  },
}

export const resolveMemberBoard = (key: string): MemberBoard => {
  if (!(memberBoardKeys as readonly string[]).includes(key)) throw notFound('존재하지 않는 게시판입니다.')
  return memberBoards[key as MemberBoardKey]
}

export const memberBoardOfCollection = (collection: string): MemberBoard | undefined =>
  Object.values(memberBoards).find((board) => board.collection === collection)
