import { type AdvisoryField, advisoryFields } from '@contract/applications'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/** /cooperation/family's URL state: page, name keyword and cooperation field. */
export type FamilyDirectorySearch = { pageNum?: number; searchKeyword?: string; field?: AdvisoryField }

export const validateFamilyDirectorySearch = (search: Record<string, unknown>): FamilyDirectorySearch => ({
  pageNum: toPositiveInt(search.pageNum),
  searchKeyword: toText(search.searchKeyword),
  field: toOneOf(
    search.field,
    advisoryFields.map((option) => option.value),
  ),
})
