import { expect } from 'vitest'

type Answer = { httpStatus: number; body: { status: { code: number; message: string }; data: unknown } }

/** A refusal in the envelope: the HTTP status repeated in `status.code`, the Korean message, no data. */
export const expectRefused = (response: Answer, httpStatus: number, message: string) => {
  expect(response.body.status).toEqual({ code: httpStatus, message })
  expect(response.httpStatus).toBe(httpStatus)
  expect(response.body.data).toBeNull()
}
