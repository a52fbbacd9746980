import type { RequestHandler } from 'express'
import { errorMessages } from '../http/errors'
import { refuse } from './refuse'
import { routedPath } from './request-path'

/**
 * A path that does not decode, or decodes to control characters (`%00` in a file name), is the
 * client's bad request. Next would answer the first with a bare 500, and the second reaches the file
 * system as a name Node refuses, again a 500.
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  const path = routedPath(req.path)
  // eslint-disable-next-line no-control-regex
  if (path !== null && !/[\u0000-\u001f\u007f]/.test(path)) return next()
  refuse(req.path, res, 400, errorMessages.badRequest)
}
