import type { MyInfo } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { profileTokenHeader } from '../lib/profile-gate'

export const myInfoQueryOptions = (profileToken: string) =>
  queryOptions({
    queryKey: ['mypage', 'my-info', profileToken],
    queryFn: ({ signal }) => api.get<MyInfo>('/mypage/my-info', undefined, { signal, headers: profileTokenHeader(profileToken) }),
    staleTime: 0,
  })
