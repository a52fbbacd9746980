import { z } from 'zod'
import { isMonth } from '../../platform/time/kst'
import { messages } from './messages'

/** 점검 완료 for one month, with an optional remark. */
export const reviewBody = z.object({
  month: z.string({ error: messages.monthInvalid }).refine(isMonth, messages.monthInvalid),
  note: z.string().trim().max(500, messages.noteTooLong).optional().default(''),
})
