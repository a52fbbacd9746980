import { APIError, type PayloadHandler, type PayloadRequest } from 'payload'
import { ZodError } from 'zod'
import type { ApiEnvelope, ListData } from '../../../contract/envelope'
import { isDatabaseUnavailable } from '../data/database-unavailable'
import { AppError, errorMessages } from './errors'

const SUCCESS_MESSAGE = '성공'

const json = (httpStatus: number, body: ApiEnvelope<unknown>) => Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })

export const ok = <T>(data: T) => json(200, { status: { code: 200, message: SUCCESS_MESSAGE }, data })

/** Paged list in the spec's shape: page count is total divided by page size, rounded up. */
export const toListData = <T>(list: T[], total: number, pageSize: number): ListData<T> => ({
  list,
  cnt_total: total,
  page_cnt: Math.ceil(total / pageSize),
})

export const okList = <T>(list: T[], total: number, pageSize: number) => ok(toListData(list, total, pageSize))

/** A refusal; `data` carries what the caller needs to fix it (the rows of a refused import), else null. */
export const fail = (httpStatus: number, message: string, data: unknown = null) => json(httpStatus, { status: { code: httpStatus, message }, data })

const firstZodMessage = (error: ZodError) => error.issues[0]?.message ?? errorMessages.badRequest

/**
 * Wraps every /api/v1 handler: known errors keep their status and Korean message, a database out of
 * reach is a 503 the caller may retry, anything else is logged on the server and answered with a
 * generic 500 so no stack trace or data leaks out.
 */
export const withEnvelope =
  (handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler =>
  async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof AppError) return fail(error.httpStatus, error.userMessage)
      if (error instanceof ZodError) return fail(400, firstZodMessage(error))
      // Payload's public errors (a rate limit spent inside an operation, a refused access) keep their status.
      if (error instanceof APIError && error.isPublic && error.status >= 400 && error.status < 500) return fail(error.status, error.message)
      if (isDatabaseUnavailable(error)) {
        req.payload.logger.warn({ msg: `api/v1 ${req.method} ${req.url}: database unavailable`, err: error })
        return fail(503, errorMessages.unavailable)
      }
      req.payload.logger.error({ err: error, msg: `api/v1 ${req.method} ${req.url} failed` })
      return fail(500, errorMessages.server)
    }
  }
