import type { JoinData } from '@contract/auth'
import type { JoinRequest } from '@contract/join'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const joinMember = (body: JoinRequest) => api.post<JoinData>('/join', body)

export const useJoinMember = () => useMutation({ mutationFn: joinMember })
