import type { SignInData } from '@cms/endpoints/v1/schemas/auth'
import { api } from '@/lib/api-client'

export type LoginInput = { login_id: string; password: string; autoLogin: boolean }

export const postLogin = (input: LoginInput) => api.post<SignInData>('/auth/login', input)
