import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, requestJson } from './api'
import { uniqueBusinessNumber } from './business-number'

export type TestMember = { id: number; username: string; email: string; name: string; password: string }

let counter = 0

/** One admin sign-in per test file: every login counts against the server's per-IP login limit. */
let adminToken: Promise<string> | undefined
export const adminLogin = () => (adminToken ??= loginToken(seedUsernames.admin, seedPassword))

/** A fresh member made by the admin through Payload REST, so a test owns its account outright. */
export const createMember = async (prefix = 'member'): Promise<TestMember> => {
  counter += 1
  const username = `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase()
  const member = { username, email: `${username}@example.com`, name: '테스트회원', password: 'portal1234!' }
  const { httpStatus, body } = await requestJson<{ doc?: { id: number } }>('/api/users', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ ...member, memberClass: 'general', role: 'member', status: 'active' }),
  })
  if (httpStatus !== 201 || !body.doc) throw new Error(`creating ${username} failed: ${httpStatus} ${JSON.stringify(body)}`)
  return { ...member, id: body.doc.id }
}

/** Marks a member withdrawn as the admin would, without going through the my-page flow. */
export const markWithdrawn = async (member: TestMember) => {
  const { httpStatus } = await requestJson(`/api/users/${member.id}`, {
    method: 'PATCH',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ status: 'withdrawn' }),
  })
  if (httpStatus !== 200) throw new Error(`withdrawing ${member.username} failed: ${httpStatus}`)
}

/** A company made by the admin through Payload REST: its id and number. */
export const createCompany = async (name = `(주)시험기업${Date.now().toString(36)}`) => {
  const businessNumber = uniqueBusinessNumber()
  const { httpStatus, body } = await requestJson<{ doc?: { id: number } }>('/api/companies', {
    method: 'POST',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ name, businessNumber, ceo: '홍길동', size: 'small', industry: '정밀기계' }),
  })
  if (httpStatus !== 201 || !body.doc) throw new Error(`creating company ${name} failed: ${httpStatus} ${JSON.stringify(body)}`)
  return { id: body.doc.id, name, businessNumber }
}

/**
 * A 기업회원 in a company of its own (or in `companyId`, with `role`), as the admin sets them up: what
 * 기술자문 and 공동기술개발 need (docs/decisions.md "회원 유형별 신청 범위").
 */
export const createCompanyMember = async (
  prefix = 'company',
  { companyId, companyName, role = 'manager' }: { companyId?: number; companyName?: string; role?: 'manager' | 'member' } = {},
) => {
  const member = await createMember(prefix)
  const company = companyId ?? (await createCompany(companyName)).id
  await putInCompany(member, company, role)
  return { ...member, companyId: company }
}

/** Puts the member into the company as staff would (users.company is staff's to set). */
export const putInCompany = async (member: TestMember, company: number, companyRole: 'manager' | 'member') => {
  const { httpStatus } = await requestJson(`/api/users/${member.id}`, {
    method: 'PATCH',
    headers: bearer(await adminLogin()),
    body: JSON.stringify({ memberClass: 'company', company, companyRole, companyJoinedAt: new Date().toISOString() }),
  })
  if (httpStatus !== 200) throw new Error(`putting ${member.username} into company ${company} failed: ${httpStatus}`)
}
