import type { ApplicationCreated } from '../../contract/applications'
import type { FamilyApplicationInput } from '../../contract/companies'
import { bearer, requestJson, v1 } from './api'
import { adminLogin } from './members'

const headers = (token: string | null) => (token ? bearer(token) : {})

const adminRest = async <T>(path: string, method: string, data: unknown) => {
  const { httpStatus, body } = await requestJson<{ doc?: T & { id: number } }>(path, {
    method,
    headers: bearer(await adminLogin()),
    body: JSON.stringify(data),
  })
  if (httpStatus !== 200 && httpStatus !== 201) throw new Error(`${method} ${path} failed: ${httpStatus} ${JSON.stringify(body)}`)
  return body.doc!
}

export { createCompany, putInCompany } from './members'

export const createTier = (overrides: Record<string, unknown> = {}) =>
  adminRest<{ name: string }>('/api/family-tiers', 'POST', {
    name: `시험등급 ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    yearlyFee: 300000,
    periodMonths: 12,
    equipmentDiscountPercent: 30,
    courseFeeWaived: true,
    benefits: '장비 이용료 30% 할인, 교육비 면제',
    sortOrder: 90,
    active: true,
    ...overrides,
  })

export const updateTier = (id: number, data: Record<string, unknown>) => adminRest(`/api/family-tiers/${id}`, 'PATCH', data)

/** A membership made directly by staff in the admin (the approval flow is tested on its own). */
export const createMembership = (data: Record<string, unknown>) =>
  adminRest<{ agreementNo: string }>('/api/family-memberships', 'POST', { state: 'active', ...data })

export const readAsAdmin = async <T>(collection: string, id: number) => {
  const { httpStatus, body } = await requestJson<T>(`/api/${collection}/${id}?depth=0`, { headers: bearer(await adminLogin()) })
  if (httpStatus !== 200) throw new Error(`reading ${collection} ${id} failed: ${httpStatus}`)
  return body
}

export const familyInput = (tierId: number, certificateId: number, overrides: Partial<FamilyApplicationInput> = {}): FamilyApplicationInput => ({
  tierId,
  contactName: '김담당',
  contactPhone: '010-2222-3333',
  contactEmail: 'family@example.com',
  cooperationFields: ['mechanical', 'ict'],
  listingConsent: true,
  certificateId,
  privacyConsent: true,
  ...overrides,
})

export const applyFamily = (token: string | null, input: unknown) =>
  v1<ApplicationCreated>('/applications/family', { method: 'POST', headers: headers(token), body: JSON.stringify(input) })

export const moveFamily = (token: string, id: number, to: string, reason?: string) =>
  v1(`/applications/family/${id}/state`, { method: 'POST', headers: bearer(token), body: JSON.stringify({ to, reason }) })
