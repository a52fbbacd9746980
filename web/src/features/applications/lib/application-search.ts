import { type AdvisoryField, advisoryFields } from '@contract/applications'
import { toOneOf, toPositiveInt } from '@/lib/search-params'

const fieldValues = advisoryFields.map((option) => option.value)

export type ExpertListSearch = { field?: AdvisoryField; pageNum?: number }

export const validateExpertListSearch = (search: Record<string, unknown>): ExpertListSearch => ({
  field: toOneOf(search.field, fieldValues),
  pageNum: toPositiveInt(search.pageNum),
})

/** `?expertId=` comes from an expert's card, `?id=` is a request staff sent back for revision. */
export type ApplicationFormSearch = { expertId?: number; id?: number }

export const validateApplicationFormSearch = (search: Record<string, unknown>): ApplicationFormSearch => ({
  expertId: toPositiveInt(search.expertId),
  id: toPositiveInt(search.id),
})

export type MyApplicationsSearch = { pageNum?: number; id?: number }

export const validateMyApplicationsSearch = (search: Record<string, unknown>): MyApplicationsSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  id: toPositiveInt(search.id),
})
