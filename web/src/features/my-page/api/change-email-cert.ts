import type { CertCheckedData, CertSentData } from '@contract/auth'
import { api, apiRequest } from '@/lib/api-client'

/** The e-mail code of a profile e-mail change (the join flow uses the same endpoints with purpose join). */
export const sendChangeEmailCode = (email: string) => apiRequest<CertSentData>('/cert/send-mail', { method: 'POST', query: { email, purpose: 'change-email' } })

export const checkChangeEmailCode = (email: string, code: string) => api.post<CertCheckedData>('/cert/check', { email, code, purpose: 'change-email' })
