import type { PayloadRequest } from 'payload'
import { AppError } from '../../../platform/http/errors'
import { messages } from '../messages'
import { requireAdmin } from './require-admin'
import { refusedAsDuplicate } from './unique-refusal'

/**
 * The admin's 점검 완료 for a month of the access log, with their own access (the collection stamps who
 * and when). A month is marked once; a second mark, even from two admins at the same moment, is a 409.
 */
export const markMonthReviewed = async (req: PayloadRequest, input: { month: string; note: string }) => {
  const user = requireAdmin(req)
  const existing = await req.payload.count({ collection: 'access-log-reviews', where: { month: { equals: input.month } }, overrideAccess: false, user, req })
  if (existing.totalDocs > 0) throw new AppError(409, messages.alreadyReviewed)
  try {
    return await req.payload.create({
      collection: 'access-log-reviews',
      data: { month: input.month, ...(input.note ? { note: input.note } : {}) },
      overrideAccess: false,
      user,
      req,
    })
  } catch (error) {
    if (refusedAsDuplicate(error, 'month')) throw new AppError(409, messages.alreadyReviewed)
    throw error
  }
}
