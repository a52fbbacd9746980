import type { AfterErrorHook } from 'payload'
import { errorMessages } from './errors'

export const apiErrorMessages = { malformedBody: '요청 본문이 올바르지 않습니다. 파일을 다시 선택해 보내 주세요.' } as const

/** Errors busboy raises while reading a multipart body the client cut short or malformed. */
const MALFORMED_MULTIPART = /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/

/**
 * Last word on errors of Payload's REST: a broken upload body is the client's 400, and any other
 * unexpected failure answers in Korean with nothing about the server (Payload's own text is English).
 */
export const answerApiErrors: AfterErrorHook = ({ error, result }) => {
  if (MALFORMED_MULTIPART.test(error.message)) return { status: 400, response: { errors: [{ message: apiErrorMessages.malformedBody }] } }
  const status = (error as { status?: number }).status ?? 500
  if (status >= 500 && result) return { status, response: { errors: [{ message: errorMessages.server }] } }
}
