import { type AdvisoryField, advisoryFields, applicationKinds, type ApplicationState, applicationStates } from '@contract/applications'
import type { Period } from '@contract/period'
import { toOneOf, toPeriod, toPositiveInt, toText } from '@/lib/search-params'
import type { RequestKind } from '@/lib/queries/query-keys'

const fieldValues = advisoryFields.map((option) => option.value)
const applicationStateValues = applicationStates.map((option) => option.value)

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

/** What a my-page applications list shows: the page, the state (the one status model) and the 기간 of 신청일. */
export type MyApplicationsFilter = Period & { pageNum?: number; state?: ApplicationState }

export type MyApplicationsSearch = MyApplicationsFilter & { id?: number }

export const validateMyApplicationsSearch = (search: Record<string, unknown>): MyApplicationsSearch => ({
  pageNum: toPositiveInt(search.pageNum),
  state: toOneOf(search.state, applicationStateValues),
  ...toPeriod(search),
  id: toPositiveInt(search.id),
})

/** The list's filter out of its URL (the open detail's `id` is no part of it). */
export const myApplicationsFilter = ({ pageNum, state, startDate, endDate }: MyApplicationsSearch): MyApplicationsFilter => ({
  pageNum,
  state,
  startDate,
  endDate,
})

/** The completion screen: the number, which programme, and whether a course took it as 대기. */
export type ApplyCompleteSearch = { no?: string; kind?: RequestKind; waiting?: boolean }

const completeKinds: readonly RequestKind[] = [...applicationKinds, 'transfer']

export const validateApplyCompleteSearch = (search: Record<string, unknown>): ApplyCompleteSearch => ({
  no: toText(search.no, 40),
  kind: toOneOf(search.kind, completeKinds),
  waiting: search.waiting === true || search.waiting === 'true' ? true : undefined,
})

/** The 기술상담 신청 form: `id` is the technology, `request` a request staff sent back for revision. */
export type TransferRequestFormSearch = { id?: number; request?: number }

export const validateTransferRequestFormSearch = (search: Record<string, unknown>): TransferRequestFormSearch => ({
  id: toPositiveInt(search.id),
  request: toPositiveInt(search.request),
})
