import { z } from 'zod'
import { searchKeyword } from '../../../platform/http/paging'

export const mainSearchQuery = z.object({ searchKeyword, language: z.string().max(20).optional() })
