import type { PayloadRequest } from 'payload'
import type { CollaborationContact, MemberBoardKey, MemberPostDetail } from '../../../../contract/member-boards'
import { incrementCounter } from '../../../platform/data/increment-counter'
import { readPage } from '../../../platform/data/read-page'
import { AppError, notFound } from '../../../platform/http/errors'
import { relationId } from '../../../platform/data/relation-id'
import type { CollaborationRequest, Inquiry, PostType, User } from '../../../payload-types'
import { richTextToHtml } from '../../../platform/text/rich-text'
import { memberBoardMessages } from './messages'
import { resolveMemberBoard } from './member-board-registry'
import { readableFiles } from './to-post-file'
import { isOwnPost, toMemberPostSummary } from './to-member-post'
import { type PostMarks, readPostMarks } from '../../content'

export type MemberPostDoc = Inquiry | CollaborationRequest

const contactOf = (doc: MemberPostDoc): CollaborationContact | null => {
  if (!('contact' in doc) || !doc.contact) return null
  const { company, contactName, phone, email } = doc.contact
  return { company: company ?? '', contactName: contactName ?? '', phone: phone ?? '', email: email ?? '' }
}

/** The post as its read rule lets the caller have it, or null (missing, or a secret post of someone else). */
export const findMemberPost = async (req: PayloadRequest, boardKey: MemberBoardKey, id: number, depth = 1): Promise<MemberPostDoc | null> => {
  const board = resolveMemberBoard(boardKey)
  const found = await req.payload.find({
    collection: board.collection,
    where: { id: { equals: id } },
    depth,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return (found.docs[0] as MemberPostDoc | undefined) ?? null
}

/**
 * One column of one post, whatever the caller may read of it, for a decision the server makes; the
 * value itself is never sent on.
 */
const postColumn = async (req: PayloadRequest, boardKey: MemberBoardKey, id: number, field: 'secret' | 'author') => {
  const { rows } = await readPage(req, {
    collection: resolveMemberBoard(boardKey).collection,
    fields: [field],
    selfMasked: field === 'author' ? ['author'] : [],
    listedRows: () => true,
    where: { id: { equals: id } },
    sort: ['id'],
    page: 1,
    limit: 1,
    withTotal: false,
  })
  return rows[0]?.[field]
}

/**
 * Why a post does not open: the list shows that a secret post exists, so its reader is told it is
 * secret rather than missing. Nothing of it but that flag is read.
 */
export const refuseUnreadable = async (req: PayloadRequest, boardKey: MemberBoardKey, id: number): Promise<never> => {
  if (await postColumn(req, boardKey, id, 'secret')) throw new AppError(403, memberBoardMessages.secretPost)
  throw notFound(memberBoardMessages.postNotFound)
}

/**
 * Who wrote a post, for the copy its comments keep for their read rule: a commenter who is not the
 * writer reads the post without its writer's id.
 */
export const postWriterId = async (req: PayloadRequest, boardKey: MemberBoardKey, id: number): Promise<number | null> =>
  ((await postColumn(req, boardKey, id, 'author')) as number | null | undefined) ?? null

export const toMemberPostDetail = (boardKey: MemberBoardKey, doc: MemberPostDoc, user: User | null, marks: PostMarks): MemberPostDetail => {
  const postType = typeof doc.postType === 'object' ? (doc.postType as PostType) : null
  const summary = toMemberPostSummary(boardKey, { ...doc, author: relationId(doc.author ?? null), typeLabel: postType?.label ?? '' }, user, marks)
  const editable = isOwnPost(user, { author: relationId(doc.author ?? null) }) && doc.answerState !== 'answered'
  return {
    ...summary,
    typeId: relationId(doc.postType) ?? null,
    contentHtml: richTextToHtml(doc.content),
    images: readableFiles(doc.images),
    attachments: readableFiles(doc.attachments),
    answerHtml: doc.answerState === 'answered' && doc.answer ? richTextToHtml(doc.answer) : null,
    answeredAt: doc.answeredAt ?? null,
    contact: contactOf(doc),
    canEdit: editable,
    canDelete: editable,
  }
}

/** A post opened from its board: counted as a view. */
export const getMemberPost = async (req: PayloadRequest, boardKey: MemberBoardKey, id: number): Promise<MemberPostDetail> => {
  const doc = await findMemberPost(req, boardKey, id)
  if (!doc) return refuseUnreadable(req, boardKey, id)
  await incrementCounter(req.payload, resolveMemberBoard(boardKey).collection, id, 'viewCount')
  const detail = toMemberPostDetail(boardKey, doc, req.user as User | null, await readPostMarks(req.payload))
  return { ...detail, viewCount: detail.viewCount + 1 }
}
