import type { Payload } from 'payload'
import type { MemberBoardKey } from '../../../contract/member-boards'
import { relationId } from '../../lib/relation-id'
import type { PostType, User } from '../../payload-types'
import { memberBoards } from '../member-boards/member-board-registry'

export type WaitingPost = {
  board: MemberBoardKey
  boardLabel: string
  collection: string
  id: number
  title: string
  typeLabel: string
  authorName: string
  secret: boolean
  createdAt: string
}

/** More than a day's worth on a busy week; the lists in the admin hold the rest. */
const INBOX_SIZE = 30

/**
 * The staff inbox: every member post still waiting for an answer, on every member board, oldest
 * first. Staff notices (pinned) wait for nothing and are left out. Read as the signed-in staff user.
 */
export const listWaitingPosts = async (payload: Payload, user: User): Promise<WaitingPost[]> => {
  const perBoard = await Promise.all(
    Object.values(memberBoards).map(async (board) => {
      const { docs } = await payload.find({
        collection: board.collection,
        where: { and: [{ answerState: { equals: 'waiting' } }, { pinned: { not_equals: true } }] },
        sort: 'createdAt',
        limit: INBOX_SIZE,
        depth: 1,
        select: { title: true, postType: true, authorName: true, secret: true, createdAt: true },
        overrideAccess: false,
        user,
      })
      return docs.map((doc): WaitingPost => ({
        board: board.key,
        boardLabel: board.label,
        collection: board.collection,
        id: doc.id,
        title: doc.title,
        typeLabel: typeof doc.postType === 'object' ? ((doc.postType as PostType).label ?? '') : String(relationId(doc.postType) ?? ''),
        authorName: doc.authorName ?? '',
        secret: Boolean(doc.secret),
        createdAt: doc.createdAt,
      }))
    }),
  )
  return perBoard
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, INBOX_SIZE)
}

/** "3일 4시간", "5시간", "20분": how long a post has waited, as staff read it at a glance. */
export const waitedFor = (createdAt: string, now: Date) => {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`
  if (hours > 0) return `${hours}시간`
  return `${minutes}분`
}
