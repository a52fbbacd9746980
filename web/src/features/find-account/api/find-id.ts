import type { FindIdData } from '@contract/auth'
import { api } from '@/lib/api-client'

export type FindIdRequest = { name: string; email: string } | { name: string; phone: string }

export const findId = (body: FindIdRequest) => api.post<FindIdData>('/auth/find-id', body)
