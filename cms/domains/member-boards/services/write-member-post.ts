import type { PayloadRequest } from 'payload'
import { type MemberBoardKey, type MemberPostInput, memberPostLimits } from '../../../../contract/member-boards'
import { portalFormContext } from '../../../platform/access/portal-form'
import { systemAccess } from '../../../platform/access/system-access'
import { AppError, badRequest } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { Inquiry, User } from '../../../payload-types'
import { checkOwnFiles, settleOwnFiles } from './claim-post-files'
import { findMemberPost, type MemberPostDoc, refuseUnreadable } from './get-member-post'
import { memberBoardMessages } from './messages'
import { type MemberBoard, resolveMemberBoard } from './member-board-registry'
import { toPostContent } from './post-content'
import { isOwnPost } from './to-member-post'

const postKey = (board: MemberBoard, id: number) => `${board.key}:${id}`

const checkType = async (req: PayloadRequest, board: MemberBoard, typeId: number) => {
  const { docs } = await req.payload.find({
    collection: 'post-types',
    where: { and: [{ id: { equals: typeId } }, { board: { equals: board.key } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (!docs[0]) throw badRequest(memberBoardMessages.typeUnknown)
}

const checkInput = async (req: PayloadRequest, board: MemberBoard, user: User, input: MemberPostInput, key: string | null) => {
  if (input.imageIds.length > memberPostLimits.imagesMax) throw badRequest(memberBoardMessages.tooManyImages)
  if (input.attachmentIds.length > memberPostLimits.attachmentsMax) throw badRequest(memberBoardMessages.tooManyAttachments)
  if (board.key === 'collabo') {
    if (!input.privacyConsent) throw badRequest(memberBoardMessages.privacyConsentRequired)
    const contact = input.contact
    if (!contact?.company || !contact.contactName || !contact.phone || !contact.email) throw badRequest(memberBoardMessages.contactRequired)
  }
  await checkType(req, board, input.typeId)
  const { content, text } = await toPostContent(req.payload.config, input.contentHtml)
  if (!text) throw badRequest(memberBoardMessages.contentRequired)
  if (text.length > memberPostLimits.contentMax) throw badRequest(memberBoardMessages.contentTooLong)
  await checkOwnFiles(req, user, input.imageIds, 'image', key, memberBoardMessages.fileNotUsable)
  await checkOwnFiles(req, user, input.attachmentIds, 'attachment', key, memberBoardMessages.fileNotUsable)
  return content
}

const postData = (board: MemberBoard, input: MemberPostInput, content: Inquiry['content']) => ({
  postType: input.typeId,
  title: input.title.trim(),
  content,
  secret: input.secret,
  images: input.imageIds,
  attachments: input.attachmentIds,
  ...(board.key === 'collabo' ? { contact: input.contact, privacyAgreedAt: new Date().toISOString() } : {}),
})

/**
 * Files open as far as their post does: a secret post's files only to its author and staff, an open
 * Q&A post's to members, an open collaboration request's to everyone. Files the post no longer uses
 * go back to their uploader alone.
 */
const settleFiles = async (req: PayloadRequest, user: User, board: MemberBoard, key: string, secret: boolean, used: number[], dropped: number[]) => {
  await settleOwnFiles(req, user, used, key, secret ? 'private' : board.openFiles)
  await settleOwnFiles(req, user, dropped, null)
}

export const createMemberPost = async (req: PayloadRequest, boardKey: MemberBoardKey, user: User, input: MemberPostInput) => {
  const board = resolveMemberBoard(boardKey)
  // Every check runs before the first write: the SQLite adapter runs without transactions here
  // (seed/lib/context.ts), so a refused file or type must stop the post before anything is saved.
  const content = await checkInput(req, board, user, input, null)
  const post = await req.payload.create({
    collection: board.collection,
    data: { ...postData(board, input, content), answerState: 'waiting' },
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })
  try {
    await settleFiles(req, user, board, postKey(board, post.id), input.secret, [...input.imageIds, ...input.attachmentIds], [])
  } catch (error) {
    await req.payload.delete({ collection: board.collection, id: post.id, overrideAccess: false, user, req, context: portalFormContext })
    throw error
  }
  return { id: post.id }
}

/** The author's own post, still waiting for an answer: the only one a member may change or delete. */
const ownWaitingPost = async (req: PayloadRequest, boardKey: MemberBoardKey, user: User, id: number): Promise<MemberPostDoc> => {
  const post = (await findMemberPost(req, boardKey, id, 0)) ?? (await refuseUnreadable(req, boardKey, id))
  if (!isOwnPost(user, { author: relationId(post.author ?? null) })) throw new AppError(403, memberBoardMessages.notYours)
  if (post.answerState === 'answered') throw new AppError(409, memberBoardMessages.answeredLocked)
  return post
}

const fileIds = (post: MemberPostDoc) => [...(post.images ?? []), ...(post.attachments ?? [])].map((file) => relationId(file))

export const updateMemberPost = async (req: PayloadRequest, boardKey: MemberBoardKey, user: User, id: number, input: MemberPostInput) => {
  const board = resolveMemberBoard(boardKey)
  const post = await ownWaitingPost(req, boardKey, user, id)
  const key = postKey(board, id)
  const content = await checkInput(req, board, user, input, key)
  const used = [...input.imageIds, ...input.attachmentIds]
  await req.payload.update({
    collection: board.collection,
    id,
    data: postData(board, input, content),
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })
  await settleFiles(
    req,
    user,
    board,
    key,
    input.secret,
    used,
    fileIds(post).filter((fileId) => !used.includes(fileId)),
  )
  await req.payload.update({
    collection: 'post-comments',
    where: { and: [{ board: { equals: board.key } }, { 'post.value': { equals: id } }] },
    data: { postSecret: input.secret },
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: portalFormContext,
  })
  return { id }
}

/** Deletes the post with its files and comments (a waiting post has only the author's and staff's). */
export const deleteMemberPost = async (req: PayloadRequest, boardKey: MemberBoardKey, user: User, id: number) => {
  const board = resolveMemberBoard(boardKey)
  const post = await ownWaitingPost(req, boardKey, user, id)
  await req.payload.delete({ collection: board.collection, id, overrideAccess: false, user, req, context: portalFormContext })
  const files = fileIds(post)
  if (files.length)
    await req.payload.delete({ collection: 'post-files', where: { id: { in: files } }, overrideAccess: false, user, req, context: portalFormContext })
  // Staff may have commented on it too; the author may not delete those by hand, the post's removal does.
  await req.payload.delete({
    collection: 'post-comments',
    where: { and: [{ board: { equals: board.key } }, { 'post.value': { equals: id } }] },
    ...systemAccess('comments of a deleted post'),
    req,
  })
}
