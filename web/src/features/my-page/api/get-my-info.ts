import type { MyInfo } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'
import { queryKeys } from '@/lib/queries/query-keys'

export const myInfoQueryOptions = (profileToken: string) =>
  queryOptions({
    queryKey: queryKeys.mypage.myInfo(profileToken),
    queryFn: ({ signal }) => api.get<MyInfo>('/mypage/my-info', undefined, { signal, headers: profileTokenHeader(profileToken) }),
    staleTime: 0,
  })
