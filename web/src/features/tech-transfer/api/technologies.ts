import type { ListData } from '@contract/envelope'
import type { MatchResult, NdaAgreement, TechnologyDetail, TechnologySummary } from '@contract/tech-transfer'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import { type TechnologyListSearch, technologyQuery } from '../lib/technology-search'

export const technologyListQueryOptions = (search: TechnologyListSearch) => {
  const query = technologyQuery(search)
  return queryOptions({
    queryKey: queryKeys.techTransfer.list(query),
    queryFn: ({ signal }) => api.get<ListData<TechnologySummary>>('/tech-transfer/technologies', query, { signal }),
  })
}

/** A technology's page depends on who reads it (the detailed document's access, their own request). */
export const technologyQueryOptions = (id: number, loginId: string | null) =>
  queryOptions({
    queryKey: queryKeys.techTransfer.detail(id, loginId),
    queryFn: ({ signal }) => api.get<TechnologyDetail>(`/tech-transfer/technologies/${id}`, undefined, { signal }),
  })

/** The member's agreement to the NDA clause's current version; the answer is the document's new access. */
export const useAgreeNda = (id: number, loginId: string | null) => {
  const queryClient = useQueryClient()
  const queryKey = technologyQueryOptions(id, loginId).queryKey
  return useMutation({
    mutationFn: (agreement: NdaAgreement) => api.post<TechnologyDetail['detailDocument']>(`/tech-transfer/technologies/${id}/nda`, agreement),
    onSuccess: (detailDocument) => queryClient.setQueryData(queryKey, (current) => (current ? { ...current, detailDocument } : current)),
  })
}

export const matchesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.techTransfer.matches(),
    queryFn: ({ signal }) => api.get<MatchResult>('/tech-transfer/matches', undefined, { signal }),
  })
