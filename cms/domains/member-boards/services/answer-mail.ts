import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { publicOrigin } from '../../../platform/http/public-origin'
import { notify } from '../../notifications'
import type { User } from '../../../payload-types'
import { memberBoardMessages } from './messages'
import { memberBoardOfCollection } from './member-board-registry'

type AnsweredPost = { id: number; title: string; author?: number | User | null; answerState?: string | null }

/**
 * Tells a post's author about something new on it (an answer, a comment), on the channels they
 * chose: the mail reads as the answer mail always has.
 */
export const notifyPostAuthor = async (
  req: PayloadRequest,
  collection: string,
  post: AnsweredPost,
  happening: { event: 'qna.answered' | 'post.commented'; headline: string; sentence: (boardLabel: string) => string; linkLabel: string; key: string },
) => {
  const board = memberBoardOfCollection(collection)
  if (!board || !post.author) return
  const link = `${board.detailPath}?id=${post.id}`
  await notify(req, {
    event: happening.event,
    member: post.author,
    title: happening.headline,
    lines: [
      happening.sentence(board.label),
      '',
      `제목: ${post.title}`,
      '',
      `${happening.linkLabel}: ${publicOrigin(req)}${link}`,
      '내가 쓴 글은 마이페이지에서도 확인하실 수 있습니다.',
    ],
    link,
    variables: { 게시판: board.label, 제목: post.title },
    key: happening.key,
  })
}

const queueAnswerMail = (req: PayloadRequest, collection: string, post: AnsweredPost) =>
  notifyPostAuthor(req, collection, post, {
    event: 'qna.answered',
    headline: memberBoardMessages.answerMailHeadline,
    sentence: memberBoardMessages.answerSentence,
    linkLabel: memberBoardMessages.answerLinkLabel,
    key: `post:${collection}:${post.id}:answered`,
  })

/** Set in a Local API call's context by the seed: its demo answers are history, not news to mail. */
export const SKIP_ANSWER_MAIL = 'skipAnswerMail'

/** Notifies the author once, when the post turns 답변완료, with the answer's own save. */
export const mailAnswer: CollectionAfterChangeHook = async ({ collection, context, doc, previousDoc, req }) => {
  if (context[SKIP_ANSWER_MAIL]) return doc
  if (doc.answerState === 'answered' && previousDoc?.answerState !== 'answered') await queueAnswerMail(req, collection.slug, doc as AnsweredPost)
  return doc
}
