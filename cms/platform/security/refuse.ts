import type { Response } from 'express'
import type { ApiEnvelope } from '../../../contract/envelope'

/**
 * An answer express gives before a request reaches Next, in the shape of the surface it was meant
 * for: the /api/v1 envelope, Payload's `{ errors }` for the rest of /api, plain text elsewhere.
 */
export const refuse = (path: string, res: Response, httpStatus: number, message: string) => {
  res.setHeader('Cache-Control', 'no-store')
  if (path.startsWith('/api/v1/')) {
    const body: ApiEnvelope<null> = { status: { code: httpStatus, message }, data: null }
    return void res.status(httpStatus).json(body)
  }
  if (path.startsWith('/api/')) return void res.status(httpStatus).json({ errors: [{ message }] })
  res.status(httpStatus).type('text/plain; charset=utf-8').send(message)
}
