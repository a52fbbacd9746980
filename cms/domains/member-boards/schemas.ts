import { z } from 'zod'
import { answerStates, memberPostLimits, memberSearchTypes } from '../../../contract/member-boards'
import { memberBoardMessages } from './services/messages'
import { pagingQuery, searchKeyword } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'
import { periodInOrder, periodShape } from '../../platform/http/period'

const optionalId = plainInteger(z.number().int().positive()).optional().catch(undefined)

export const memberPostListQuery = periodInOrder(
  pagingQuery.extend({
    typeId: optionalId,
    answerState: z.enum(answerStates, { error: '답변 상태는 미답변 또는 답변완료여야 합니다.' }).optional(),
    searchType: z.enum(memberSearchTypes, { error: '검색 구분은 전체, 제목, 내용, 작성자 중 하나여야 합니다.' }).default('all'),
    searchKeyword,
    ...periodShape,
  }),
)

/** Ids of files uploaded for the post, each once. */
const fileIds = (tooMany: string, max: number) =>
  z
    .array(plainInteger(z.number({ error: memberBoardMessages.fileNotUsable }).int().positive()), { error: memberBoardMessages.fileNotUsable })
    .max(max, tooMany)
    .default([])
    .transform((ids) => [...new Set(ids)])

const text = (max: number) => z.string(memberBoardMessages.contactRequired).trim().min(1, memberBoardMessages.contactRequired).max(max)

/** The write form (docs/api.md "회원 게시판"): the same body for Q&A and collaboration support. */
export const memberPostBody = z.object({
  typeId: plainInteger(z.number(memberBoardMessages.typeRequired).int(memberBoardMessages.typeRequired).positive(memberBoardMessages.typeRequired)),
  title: z
    .string(memberBoardMessages.titleRequired)
    .trim()
    .min(1, memberBoardMessages.titleRequired)
    .max(memberPostLimits.titleMax, memberBoardMessages.titleTooLong),
  contentHtml: z.string(memberBoardMessages.contentRequired).max(200_000, memberBoardMessages.contentTooLong),
  secret: z.boolean().default(false),
  imageIds: fileIds(memberBoardMessages.tooManyImages, memberPostLimits.imagesMax),
  attachmentIds: fileIds(memberBoardMessages.tooManyAttachments, memberPostLimits.attachmentsMax),
  contact: z
    .object({
      company: text(100),
      contactName: text(50),
      phone: text(20),
      email: z.email(memberBoardMessages.contactEmailInvalid),
    })
    .optional(),
  privacyConsent: z.boolean().optional(),
})

export const commentBody = z.object({
  body: z
    .string(memberBoardMessages.commentRequired)
    .trim()
    .min(1, memberBoardMessages.commentRequired)
    .max(memberPostLimits.commentMax, memberBoardMessages.commentTooLong),
  parentId: plainInteger(z.number().int().positive()).optional(),
})
