import type { AdvisoryExpert, AdvisoryRequestDetail, AdvisoryRequestInput, ApplicationCreated, ApplicationSummary } from '../../contract/applications'
import type { ListData } from '../../contract/envelope'
import { bearer, v1 } from './api'

export const advisoryInput = (overrides: Partial<AdvisoryRequestInput> = {}): AdvisoryRequestInput => ({
  company: '(주)시험정밀',
  contactName: '홍길동',
  phone: '010-1111-2222',
  email: 'contact@example.com',
  field: 'mechanical',
  title: '금형 냉각 설계 자문',
  description: '사출품의 휨을 줄이고 싶습니다.',
  preferredExpertId: null,
  attachmentIds: [],
  privacyConsent: true,
  ...overrides,
})

const headers = (token: string | null) => (token ? bearer(token) : {})

export const fileAdvisory = (token: string | null, input: unknown) =>
  v1<ApplicationCreated>('/applications/tech', { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

export const resubmitAdvisory = (token: string, id: number, input: unknown) =>
  v1<ApplicationCreated>(`/applications/tech/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify(input) })

export const advisoryDetail = (token: string | null, id: number) => v1<AdvisoryRequestDetail>(`/applications/tech/${id}`, { headers: headers(token) })

export const myAdvisory = (token: string | null) => v1<ListData<ApplicationSummary>>('/applications/tech/mine?pageSize=100', { headers: headers(token) })

export const moveApplication = (token: string | null, id: number, to: string, reason?: string) =>
  v1<ApplicationSummary>(`/applications/tech/${id}/state`, { method: 'POST', headers: headers(token), body: JSON.stringify({ to, reason }) })

export const experts = (query = '') => v1<ListData<AdvisoryExpert>>(`/advice/experts${query}`)

/** A new request of the member, filed through the portal: its id. */
export const filedAdvisory = async (token: string, overrides: Partial<AdvisoryRequestInput> = {}) => {
  const { httpStatus, body } = await fileAdvisory(token, advisoryInput(overrides))
  if (httpStatus !== 200 || !body.data) throw new Error(`filing failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.data
}
