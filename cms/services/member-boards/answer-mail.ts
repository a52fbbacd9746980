import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { site } from '../../../contract/site'
import { systemAccess } from '../../access/system-access'
import { escapeHtml } from '../../lib/escape-html'
import { publicOrigin } from '../../lib/public-origin'
import { relationId } from '../../lib/relation-id'
import type { User } from '../../payload-types'
import { memberBoardMessages } from './messages'
import { memberBoardOfCollection } from './member-board-registry'

type AnsweredPost = { id: number; title: string; author?: number | User | null; answerState?: string | null }

const sendAnswerMail = async (req: PayloadRequest, collection: string, post: AnsweredPost) => {
  const board = memberBoardOfCollection(collection)
  const authorId = relationId(post.author)
  if (!board || !authorId) return
  try {
    const author = (await req.payload.findByID({
      collection: 'users',
      id: authorId,
      depth: 0,
      ...systemAccess('mail recipient'),
      req,
      disableErrors: true,
    })) as User | null
    if (!author?.email) return
    const link = `${publicOrigin(req)}${board.detailPath}?id=${post.id}`
    const lines = [
      `${author.name}님, 안녕하세요. ${site.organizationName}입니다.`,
      `${board.label}에 남기신 글에 답변이 등록되었습니다.`,
      '',
      `제목: ${post.title}`,
      '',
      `답변 보기: ${link}`,
      '내가 쓴 글은 마이페이지에서도 확인하실 수 있습니다.',
    ]
    await req.payload.sendEmail({
      to: author.email,
      subject: memberBoardMessages.answerMailSubject,
      text: lines.join('\n'),
      html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
    })
  } catch (error) {
    // The answer stays saved and shows on the post and in my-page; a failed mail is only logged.
    req.payload.logger.error({ err: error, msg: `answer mail for ${collection} ${post.id} failed` })
  }
}

/** Set in a Local API call's context by the seed: its demo answers are history, not news to mail. */
export const SKIP_ANSWER_MAIL = 'skipAnswerMail'

/** Mails the author once, when the post turns 답변완료. */
export const mailAnswer: CollectionAfterChangeHook = async ({ collection, context, doc, previousDoc, req }) => {
  if (context[SKIP_ANSWER_MAIL]) return doc
  if (doc.answerState === 'answered' && previousDoc?.answerState !== 'answered') await sendAnswerMail(req, collection.slug, doc as AnsweredPost)
  return doc
}
