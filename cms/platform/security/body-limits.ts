import type { RequestHandler } from 'express'
import { errorMessages } from '../http/errors'
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_REQUEST } from '../uploads/upload-rules'
import { refuse } from './refuse'

/** JSON and form bodies: far above any form or admin save, far below what hurts the server. */
export const JSON_BODY_LIMIT = 1024 * 1024
/** A multipart body may carry the most files one form sends, each within the per-file limit. */
export const MULTIPART_BODY_LIMIT = MAX_UPLOADS_PER_REQUEST * MAX_UPLOAD_BYTES + JSON_BODY_LIMIT

export const bodyLimitMessages = {
  tooLarge: '요청 본문이 너무 큽니다. 1MB 이하로 보내 주세요.',
  lengthRequired: '요청 본문의 길이(Content-Length)를 알려 주세요.',
} as const

/**
 * Refuses an oversized body from its Content-Length, before a byte of it is read: Next and Payload
 * would otherwise read a 100 MB JSON body whole into memory. A body of unknown length (chunked) is
 * refused too, as nothing could stop it part-way; browsers always send the length.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  const declared = req.headers['content-length']
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (declared === undefined && !chunked) return next()
  if (declared === undefined) return refuse(req.path, res, 411, bodyLimitMessages.lengthRequired)
  const multipart = Boolean(req.is('multipart/form-data'))
  if (Number(declared) <= (multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT)) return next()
  // The unread rest of the body is not drained: closing the connection ends the upload at once.
  res.setHeader('Connection', 'close')
  refuse(req.path, res, 413, multipart ? errorMessages.tooLarge : bodyLimitMessages.tooLarge)
}
