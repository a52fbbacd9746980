import type { CertCheckedData } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const checkEmailCode = (input: { email: string; code: string }) => api.post<CertCheckedData>('/cert/check', { ...input, purpose: 'join' })

export const useCheckEmailCode = () => useMutation({ mutationFn: checkEmailCode })
