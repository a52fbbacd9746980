import type { SignInData } from '@contract/auth'
import { api } from '@/lib/api-client'

/** `login_ref` (from find ID) stands in for the id the member only saw masked. */
export type LoginInput = ({ login_id: string } | { login_ref: string }) & { password: string; autoLogin: boolean }

export const postLogin = (input: LoginInput) => api.post<SignInData>('/auth/login', input)
