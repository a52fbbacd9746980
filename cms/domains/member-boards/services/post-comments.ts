import { notifyPostAuthor } from './answer-mail'
import type { PayloadRequest, Where } from 'payload'
import type { MemberBoardKey, PostComment } from '../../../../contract/member-boards'
import { portalFormContext } from '../../../platform/access/portal-form'
import { hasStaffRole } from '../../../platform/access/roles'
import { incrementCounter } from '../../../platform/data/increment-counter'
import { AppError, badRequest, notFound } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { PostComment as CommentDoc, User } from '../../../payload-types'
import { findMemberPost, postWriterId, refuseUnreadable } from './get-member-post'
import { shownAuthorName } from './mask-name'
import { memberBoardMessages } from './messages'
import { resolveMemberBoard } from './member-board-registry'

const ofPost = (board: MemberBoardKey, postId: number): Where => ({ and: [{ board: { equals: board } }, { 'post.value': { equals: postId } }] })

const toComment = (doc: CommentDoc, user: User | null): PostComment => {
  const mine = Boolean(user) && relationId(doc.author) === user!.id
  const staff = hasStaffRole(user)
  const name = shownAuthorName(doc.authorName ?? '', { own: mine, staffReader: staff, byStaff: Boolean(doc.byStaff) })
  return {
    id: doc.id,
    parentId: relationId(doc.parent ?? null),
    author: doc.deleted ? '' : name,
    byStaff: Boolean(doc.byStaff),
    body: doc.deleted ? memberBoardMessages.deletedComment : doc.body,
    deleted: Boolean(doc.deleted),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    mine,
    canDelete: !doc.deleted && (mine || staff),
  }
}

/** The post the comments belong to, as the caller may read it (a secret post: its author and staff). */
const readablePost = async (req: PayloadRequest, board: MemberBoardKey, postId: number) =>
  (await findMemberPost(req, board, postId, 0)) ?? refuseUnreadable(req, board, postId)

export const listComments = async (req: PayloadRequest, board: MemberBoardKey, postId: number): Promise<PostComment[]> => {
  await readablePost(req, board, postId)
  const { docs } = await req.payload.find({
    collection: 'post-comments',
    where: ofPost(board, postId),
    sort: ['createdAt', 'id'],
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((doc) => toComment(doc, req.user as User | null))
}

/** A comment, or a reply to a top-level comment of the same post (two levels, spec §3). */
export const addComment = async (req: PayloadRequest, boardKey: MemberBoardKey, user: User, postId: number, body: string, parentId?: number) => {
  const board = resolveMemberBoard(boardKey)
  const post = await readablePost(req, boardKey, postId)
  if (parentId) {
    const parent = await req.payload.findByID({ collection: 'post-comments', id: parentId, depth: 0, overrideAccess: false, user, req, disableErrors: true })
    if (!parent || parent.deleted || relationId(parent.post.value) !== postId || parent.board !== boardKey) throw notFound(memberBoardMessages.commentNotFound)
    if (parent.parent) throw badRequest(memberBoardMessages.replyDepth)
  }
  const writer = await postWriterId(req, boardKey, postId)
  const created = await req.payload.create({
    collection: 'post-comments',
    data: {
      board: boardKey,
      post: { relationTo: board.collection, value: postId },
      parent: parentId ?? null,
      body,
      author: user.id,
      authorName: user.name,
      byStaff: hasStaffRole(user),
      postSecret: Boolean(post.secret),
      postAuthor: writer,
    },
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })
  await incrementCounter(req.payload, board.collection, postId, 'commentCount')
  // The writer hears of others' comments, never of their own.
  if (writer && writer !== user.id) {
    await notifyPostAuthor(
      req,
      board.collection,
      { id: postId, title: post.title, author: writer },
      {
        event: 'post.commented',
        headline: memberBoardMessages.commentHeadline,
        sentence: memberBoardMessages.commentSentence,
        linkLabel: memberBoardMessages.commentLinkLabel,
        key: `comment:${created.id}`,
      },
    )
  }
  return toComment(created, user)
}

const ownComment = async (req: PayloadRequest, user: User, commentId: number, staffMay: boolean) => {
  const comment = await req.payload.findByID({ collection: 'post-comments', id: commentId, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!comment || comment.deleted) throw notFound(memberBoardMessages.commentNotFound)
  const mine = relationId(comment.author) === user.id
  if (!mine && !(staffMay && hasStaffRole(user))) throw new AppError(403, memberBoardMessages.commentNotYours)
  return comment
}

export const editComment = async (req: PayloadRequest, user: User, commentId: number, body: string) => {
  await ownComment(req, user, commentId, false)
  const updated = await req.payload.update({
    collection: 'post-comments',
    id: commentId,
    data: { body },
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })
  return toComment(updated, user)
}

/**
 * The author or staff delete a comment. One with replies stays as "삭제된 댓글입니다" (its text
 * emptied) so its replies keep their place; one without is removed.
 */
export const deleteComment = async (req: PayloadRequest, user: User, commentId: number) => {
  const comment = await ownComment(req, user, commentId, true)
  const replies = await req.payload.count({ collection: 'post-comments', where: { parent: { equals: commentId } }, overrideAccess: false, user, req })
  const board = resolveMemberBoard(comment.board)
  const access = { overrideAccess: false, user, req, context: portalFormContext } as const
  if (replies.totalDocs > 0)
    await req.payload.update({
      collection: 'post-comments',
      id: commentId,
      data: { deleted: true, body: memberBoardMessages.deletedComment },
      depth: 0,
      ...access,
    })
  else await req.payload.delete({ collection: 'post-comments', id: commentId, ...access })
  await incrementCounter(req.payload, board.collection, relationId(comment.post.value), 'commentCount', -1)
}
