import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { site } from '../../../../contract/site'
import { mailOfLines, queueMail } from '../../../platform/mail/outgoing-mail'
import { publicOrigin } from '../../../platform/http/public-origin'
import { accountRecipient } from '../../../platform/mail/account-recipient'
import type { User } from '../../../payload-types'
import { memberBoardMessages } from './messages'
import { memberBoardOfCollection } from './member-board-registry'

type AnsweredPost = { id: number; title: string; author?: number | User | null; answerState?: string | null }

const queueAnswerMail = async (req: PayloadRequest, collection: string, post: AnsweredPost) => {
  const board = memberBoardOfCollection(collection)
  const author = board ? await accountRecipient(req, post.author) : null
  if (!board || !author) return
  await queueMail(
    req,
    mailOfLines(author.email, memberBoardMessages.answerMailHeadline, [
      `${author.name}님, 안녕하세요. ${site.organizationName}입니다.`,
      `${board.label}에 남기신 글에 답변이 등록되었습니다.`,
      '',
      `제목: ${post.title}`,
      '',
      `답변 보기: ${publicOrigin(req)}${board.detailPath}?id=${post.id}`,
      '내가 쓴 글은 마이페이지에서도 확인하실 수 있습니다.',
    ]),
  )
}

/** Set in a Local API call's context by the seed: its demo answers are history, not news to mail. */
export const SKIP_ANSWER_MAIL = 'skipAnswerMail'

/** Queues the author's mail once, when the post turns 답변완료, with the answer's own save. */
export const mailAnswer: CollectionAfterChangeHook = async ({ collection, context, doc, previousDoc, req }) => {
  if (context[SKIP_ANSWER_MAIL]) return doc
  if (doc.answerState === 'answered' && previousDoc?.answerState !== 'answered') await queueAnswerMail(req, collection.slug, doc as AnsweredPost)
  return doc
}
