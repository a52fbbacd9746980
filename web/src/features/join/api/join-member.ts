import type { JoinData } from '@cms/endpoints/v1/schemas/auth'
import type { JoinBody } from '@cms/endpoints/v1/schemas/join'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const joinMember = (body: JoinBody) => api.post<JoinData>('/join', body)

export const useJoinMember = () => useMutation({ mutationFn: joinMember })
