import type { FindPasswordData } from '@contract/auth'
import { api } from '@/lib/api-client'

/** `login_ref` (from find ID) stands in for the id the member only saw masked. */
export type FindPasswordRequest = ({ login_id: string } | { login_ref: string }) & { name: string; email: string }

export const findPassword = (body: FindPasswordRequest) => api.post<FindPasswordData>('/auth/find-password', body)
