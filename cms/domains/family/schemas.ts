import { z } from 'zod'
import { advisoryFields } from '../../../contract/applications'
import { optionValues } from '../../../contract/account-options'
import { pagingQuery } from '../../platform/http/paging'
import { familyMessages as m } from './messages'

/** GET /api/v1/family/companies: the public directory's search by company name and cooperation field. */
export const directoryQuery = pagingQuery.extend({
  q: z
    .string()
    .trim()
    .max(50, m.searchTooLong)
    .optional()
    .transform((value) => value || undefined),
  field: z.enum(optionValues(advisoryFields), { error: m.fieldUnknown }).optional(),
})
