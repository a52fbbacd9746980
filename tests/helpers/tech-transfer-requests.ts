import type { ApplicationCreated, ApplicationSummary } from '../../contract/applications'
import type { ListData } from '../../contract/envelope'
import type {
  MatchResult,
  TechnologyDetail,
  TechnologyInterest,
  TransferRequestDetail,
  TransferRequestInput,
  TransferRequestSummary,
} from '../../contract/tech-transfer'
import { bearer, requestJson, v1 } from './api'
import { lexical } from './content'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

let made = 0
/** A word no seeded technology or company uses, so a test finds exactly its own rows. */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${(made += 1)}`

/** A published technology made by the admin through Payload REST: its id. */
export const createTechnology = async (overrides: Record<string, unknown> = {}) => {
  const { httpStatus, body } = await requestJson<{ doc?: { id: number } }>('/api/technologies', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      title: `시험 기술 ${uniqueWord('t')}`,
      summary: '시험용 기술입니다.',
      field: 'energy',
      subField: 'battery',
      keywords: '전극, 코팅',
      trl: 5,
      transferTypes: ['nonExclusive', 'exclusive'],
      overview: lexical('기술 개요'),
      applications: '이차전지 전극',
      effects: '수명 향상',
      availability: 'available',
      publishedAt: new Date().toISOString(),
      _status: 'published',
      ...overrides,
    }),
  })
  if (httpStatus !== 201 || !body.doc) throw new Error(`technology not created: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc.id
}

/** Staff's change to a company's description, which the matching reads. */
export const describeCompany = async (companyId: number, data: { industry?: string; businessType?: string; introduction?: string }) => {
  const { httpStatus, body } = await requestJson(`/api/companies/${companyId}`, {
    method: 'PATCH',
    headers: bearer(await adminLogin()),
    body: JSON.stringify(data),
  })
  if (httpStatus !== 200) throw new Error(`company not described: ${httpStatus} ${JSON.stringify(body)}`)
}

export const transferInput = (technologyId: number, attachmentIds: number[] = [], overrides: Partial<TransferRequestInput> = {}): TransferRequestInput => ({
  technologyId,
  purpose: '전극 코팅 공정에 적용해 시제품을 만들고 싶습니다.',
  preferredTransferType: 'nonExclusive',
  company: '(주)시험에너지',
  contactName: '홍길동',
  phone: '010-1111-2222',
  email: 'contact@example.com',
  attachmentIds,
  privacyConsent: true,
  ...overrides,
})

export const fileTransfer = (token: string | null, input: unknown) =>
  v1<ApplicationCreated>('/applications/transfer', { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

export const resubmitTransfer = (token: string, id: number, input: unknown) =>
  v1<ApplicationCreated>(`/applications/transfer/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify(input) })

export const transferDetail = (token: string | null, id: number) => v1<TransferRequestDetail>(`/applications/transfer/${id}`, { headers: headers(token) })

export const myTransfers = (token: string | null) =>
  v1<ListData<TransferRequestSummary>>('/applications/transfer/mine?pageSize=100', { headers: headers(token) })

export const moveTransfer = (token: string | null, id: number, to: string, reason?: string) =>
  v1<ApplicationSummary>(`/applications/transfer/${id}/state`, { method: 'POST', headers: headers(token), body: JSON.stringify({ to, reason }) })

/** Staff's record of the outcome through Payload REST, as the admin form saves it. */
export const recordOutcome = (token: string, id: number, data: Record<string, unknown>) =>
  requestJson<{ errors?: { message: string }[] }>(`/api/transfer-requests/${id}`, {
    method: 'PATCH',
    headers: bearer(token),
    body: JSON.stringify(data),
  })

export const technologyPage = (token: string | null, id: number) => v1<TechnologyDetail>(`/tech-transfer/technologies/${id}`, { headers: headers(token) })

export const matches = (token: string | null) => v1<MatchResult>('/tech-transfer/matches', { headers: headers(token) })

export const interest = (token: string | null, technologyId: number) =>
  v1<TechnologyInterest[]>(`/tech-transfer/technologies/${technologyId}/interest`, { headers: headers(token) })
