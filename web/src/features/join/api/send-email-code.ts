import type { CertSentData } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Spec §7: POST /cert/send-mail?email — the address travels in the query. */
export const sendEmailCode = (email: string) => apiRequest<CertSentData>('/cert/send-mail', { method: 'POST', query: { email, purpose: 'join' } })

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode })
