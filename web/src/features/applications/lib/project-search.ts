import { type ProjectCallState, projectCallStates } from '@contract/applications'
import { toOneOf, toPositiveInt, toText } from '@/lib/search-params'

/**
 * /cooperation/assn's URL state: the list's page, keyword and state; `id` shows one call, `apply`
 * its proposal form, and `proposal` the proposal staff sent back for revision.
 */
export type ProjectCallSearch = {
  pageNum?: number
  searchKeyword?: string
  state?: ProjectCallState
  id?: number
  apply?: boolean
  proposal?: number
}

export const validateProjectCallSearch = (search: Record<string, unknown>): ProjectCallSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  searchKeyword: toText(search.searchKeyword),
  state: toOneOf(
    search.state,
    projectCallStates.map((option) => option.value),
  ),
  id: toPositiveInt(search.id),
  apply: search.apply === true || search.apply === 'true' ? true : undefined,
  proposal: toPositiveInt(search.proposal),
})
