import { z } from 'zod'
import { statisticsBlocks } from '../../../contract/statistics'
import { isMonth } from '../../platform/time/kst'
import { statisticsMessages as m } from './messages'

const month = z.string({ error: m.monthFormat }).refine(isMonth, m.monthFormat)

/** `from`–`to` in whole months, both optional: the page's default is the current year in Seoul. */
export const periodQuery = z.object({ from: month.optional(), to: month.optional() })

export const exportQuery = periodQuery.extend({
  block: z.enum(
    statisticsBlocks.map((block) => block.value),
    { error: m.blockUnknown },
  ),
})
