import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { SKIP_ANSWER_MAIL } from '../cms/domains/member-boards/services/answer-mail'
import { memberBoards } from '../cms/domains/member-boards/services/member-board-registry'
import type { MemberBoardKey } from '../contract/member-boards'
import { memberPosts, postTypes } from './data/member-boards'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'
import { richText } from './lib/rich-text'

const seedPostTypes = async (ctx: SeedContext) => {
  const ids = new Map<string, number>()
  for (const [board, labels] of Object.entries(postTypes) as [MemberBoardKey, string[]][]) {
    for (const [order, label] of labels.entries()) {
      const doc = await ctx.payload.create({ collection: 'post-types', data: { board, label, order, active: true }, ...systemAccess('seed') })
      ids.set(`${board}:${label}`, track(ctx, 'post-types', doc).id)
    }
  }
  return ids
}

/**
 * Q&A questions and collaboration requests of the demo members, some secret, some answered by staff
 * (as staff would answer them in the admin, without mailing: the demo answers are history, not news),
 * with a few comments and replies.
 */
export const seedMemberBoards = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload, now } = ctx
  const types = await seedPostTypes(ctx)
  const staff = users.get('staff')!
  for (const [index, post] of memberPosts.entries()) {
    const board = memberBoards[post.board]
    const author = users.get(post.author)!
    const createdAt = kstDaysAgo(now, post.daysAgo, post.hour, (index * 7) % 60)
    const doc = await payload.create({
      collection: board.collection,
      data: {
        postType: types.get(`${post.board}:${post.type}`)!,
        title: post.title,
        content: richText(post.body),
        secret: Boolean(post.secret),
        pinned: Boolean(post.pinned),
        answerState: 'waiting',
        viewCount: 5 + ((index * 13) % 40),
        createdAt,
        ...(post.contact ? { contact: post.contact, privacyAgreedAt: createdAt } : {}),
      },
      user: author,
      ...systemAccess('seed'),
    })
    track(ctx, board.collection, doc)
    if (post.answer) {
      await payload.update({
        collection: board.collection,
        id: doc.id,
        data: { answer: richText(post.answer) },
        user: staff,
        context: { [SKIP_ANSWER_MAIL]: true },
        ...systemAccess('seed'),
      })
    }
    let comments = 0
    for (const comment of post.comments ?? []) {
      const parent = await seedComment(ctx, post.board, doc, users.get(comment.author)!, comment.body, null)
      comments += 1
      for (const reply of comment.replies ?? []) {
        await seedComment(ctx, post.board, doc, users.get(reply.author)!, reply.body, parent)
        comments += 1
      }
    }
    if (comments) await payload.update({ collection: board.collection, id: doc.id, data: { commentCount: comments }, ...systemAccess('seed') })
  }
  const answered = memberPosts.filter((post) => post.answer).length
  payload.logger.info(
    `회원 게시판 글 ${memberPosts.length}건 생성 (Q&A ${memberPosts.filter((post) => post.board === 'qna').length}, 협력지원 ${memberPosts.filter((post) => post.board === 'collabo').length}, 답변 ${answered}, 비밀글 ${memberPosts.filter((post) => post.secret).length})`,
  )
}

const seedComment = async (
  ctx: SeedContext,
  board: MemberBoardKey,
  post: { id: number; secret?: boolean | null; author?: number | User | null },
  author: User,
  body: string,
  parent: number | null,
) => {
  const doc = await ctx.payload.create({
    collection: 'post-comments',
    data: {
      board,
      post: { relationTo: memberBoards[board].collection, value: post.id },
      parent,
      body,
      author: author.id,
      authorName: author.name,
      byStaff: author.role !== 'member',
      postSecret: Boolean(post.secret),
      postAuthor: typeof post.author === 'object' ? (post.author?.id ?? null) : (post.author ?? null),
    },
    ...systemAccess('seed'),
  })
  return track(ctx, 'post-comments', doc).id
}
