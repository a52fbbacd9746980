import type { MyPageSummary } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The member's name and e-mail prefill the applicant step (same call and key as the my-page summary). */
export const applicantProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['mypage', 'summary'],
    queryFn: ({ signal }) => api.get<MyPageSummary>('/mypage/myPage', undefined, { signal }),
  })
