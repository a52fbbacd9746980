import type { AfterErrorHook } from 'payload'
import { isDatabaseUnavailable } from '../data/database-unavailable'
import { isPatternTooLong } from '../data/raw-sql'
import { errorMessages } from './errors'

export const apiErrorMessages = {
  malformedBody: '요청 본문이 올바르지 않습니다. 파일을 다시 선택해 보내 주세요.',
  multipartLimit: '한 번에 보낼 수 있는 파일 수나 항목 수, 전체 크기를 넘었습니다. 나누어 보내 주세요.',
  unqueryablePath: '검색할 수 없는 항목이 검색 조건에 들어 있습니다.',
  patternTooLong: '검색어가 너무 깁니다. 줄여서 다시 검색해 주세요.',
} as const

/** Errors busboy raises while reading a multipart body the client cut short or malformed. */
const MALFORMED_MULTIPART = /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/
/** Payload's multipart reader: too many files or fields, or more than its 50 MB per request. */
const MULTIPART_LIMIT = /^Multipart (request size )?limit has been reached/
const HANGUL = /[\uac00-\ud7a3]/

/** A Korean word for each refusal Payload words in English (its own checks are not translated). */
const byStatus: Record<number, string> = {
  400: errorMessages.badRequest,
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  409: errorMessages.conflict,
  413: apiErrorMessages.multipartLimit,
}

type Answer = { status: number; message: string }

/**
 * What the caller is told, or null to keep Payload's answer (its translated messages, which the
 * admin reads field errors from). Never the English text, nor its `data`: a refused `where` on
 * `hash` would otherwise name the column.
 */
const answerFor = (error: Error & { status?: number }): Answer | null => {
  if (MALFORMED_MULTIPART.test(error.message)) return { status: 400, message: apiErrorMessages.malformedBody }
  if (MULTIPART_LIMIT.test(error.message)) return { status: 413, message: apiErrorMessages.multipartLimit }
  if (error.name === 'QueryError') return { status: 400, message: apiErrorMessages.unqueryablePath }
  if (isDatabaseUnavailable(error)) return { status: 503, message: errorMessages.unavailable }
  if (isPatternTooLong(error)) return { status: 400, message: apiErrorMessages.patternTooLong }
  const status = error.status ?? 500
  if (status >= 500) return { status, message: errorMessages.server }
  if (HANGUL.test(error.message)) return null
  return { status, message: byStatus[status] ?? errorMessages.badRequest }
}

/**
 * Last word on errors of Payload's REST and GraphQL: a broken upload body and a search value longer
 * than SQLite takes are the client's 400, a refusal Payload words in English (busboy's limits, a path
 * that cannot be queried) gets the portal's Korean, and any unexpected failure answers in Korean with
 * nothing about the server.
 */
export const answerApiErrors: AfterErrorHook = ({ error, graphqlResult, result }) => {
  // GraphQL hands over its own error, wrapping what the resolver threw.
  const cause = ((error as { originalError?: Error }).originalError ?? error) as Error & { status?: number }
  const answer = answerFor(cause)
  if (!answer) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: answer.message, extensions: { statusCode: answer.status } } }
  if (result) return { status: answer.status, response: { errors: [{ message: answer.message }] } }
}
