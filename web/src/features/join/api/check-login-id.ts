import type { CheckIdData } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const checkLoginId = (loginId: string) => api.get<CheckIdData>('/auth/check-id', { login_id: loginId })

/** 중복확인 is an explicit button press, so it is a mutation rather than a cached query. */
export const useCheckLoginId = () => useMutation({ mutationFn: checkLoginId })
