import type { ConsentKind, ConsentOverview } from '@contract/privacy'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mypage.consents(),
    queryFn: ({ signal }) => api.get<ConsentOverview>('/mypage/consents', undefined, { signal }),
  })

export const giveConsent = (kind: ConsentKind, agreed: boolean) => api.post<ConsentOverview>('/mypage/consents', { kind, agreed })
