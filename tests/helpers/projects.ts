import type { ApplicationCreated, ApplicationSummary, ProjectCallDetail, ProjectCallSummary, ProposalDetail, ProposalInput } from '../../contract/applications'
import type { ListData } from '../../contract/envelope'
import { lexical } from './content'
import { dayFrom } from './education'
import { bearer, requestJson, v1 } from './api'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

/** A published call taking proposals today (or in the window the overrides give): its id. */
export const createCall = async (overrides: Record<string, unknown> = {}) => {
  const { httpStatus, body } = await requestJson<{ doc: { id: number } }>('/api/project-calls', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({
      title: `시험 과제 공고 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      host: '새솔대학교 산학협력단',
      summary: '시험용 공고입니다.',
      budget: '과제당 최대 3,000만 원',
      projectPeriod: '협약일로부터 8개월',
      eligibility: '지역 중소기업',
      applyStart: dayFrom(-2),
      applyEnd: dayFrom(10),
      content: lexical('공고 내용'),
      _status: 'published',
      ...overrides,
    }),
  })
  if (httpStatus !== 201) throw new Error(`call not created: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc.id
}

export const proposalInput = (callId: number, attachmentIds: number[], overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  callId,
  company: '(주)시험정밀',
  contactName: '홍길동',
  phone: '010-1111-2222',
  email: 'contact@example.com',
  title: '금형 냉각 최적화 공동개발',
  summary: '금형 냉각 조건을 함께 최적화합니다.',
  attachmentIds,
  privacyConsent: true,
  ...overrides,
})

export const propose = (token: string | null, input: unknown) =>
  v1<ApplicationCreated>('/applications/assn', { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

export const reviseProposal = (token: string, id: number, input: unknown) =>
  v1<ApplicationCreated>(`/applications/assn/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify(input) })

export const proposalDetail = (token: string | null, id: number) => v1<ProposalDetail>(`/applications/assn/${id}`, { headers: headers(token) })

export const myProposals = (token: string | null) => v1<ListData<ApplicationSummary>>('/applications/assn/mine?pageSize=100', { headers: headers(token) })

export const moveProposal = (token: string | null, id: number, to: string, reason?: string) =>
  v1<ApplicationSummary>(`/applications/assn/${id}/state`, { method: 'POST', headers: headers(token), body: JSON.stringify({ to, reason }) })

export const callList = (query: string, token: string | null = null) =>
  v1<ListData<ProjectCallSummary>>(`/project-calls/list${query}`, { headers: headers(token) })

export const callDetail = (token: string | null, id: number) => v1<ProjectCallDetail>(`/project-calls/${id}`, { headers: headers(token) })
