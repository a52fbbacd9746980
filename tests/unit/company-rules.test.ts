import { describe, expect, it } from 'vitest'
import {
  formatBusinessNumber,
  isValidBusinessNumber,
  normalizeBusinessNumber,
  type MemberClassValue,
  type ServiceKey,
  companyInitial,
} from '../../contract/companies'
import { serviceRefusal } from '../../cms/domains/companies/services/service-access'
import { seedCompanies } from '../../seed/data/companies'

describe('사업자등록번호 check digit', () => {
  // 220-81-62517 is a widely published real number (checksum-valid); one digit off is not.
  it('accepts a valid number with or without dashes', () => {
    expect(isValidBusinessNumber('2208162517')).toBe(true)
    expect(isValidBusinessNumber('220-81-62517')).toBe(true)
    expect(normalizeBusinessNumber('220-81-62517')).toBe('2208162517')
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517')
  })

  it('refuses a wrong check digit and a wrong length', () => {
    expect(isValidBusinessNumber('2208162518')).toBe(false)
    expect(isValidBusinessNumber('220816251')).toBe(false)
    expect(isValidBusinessNumber('22081625170')).toBe(false)
    expect(isValidBusinessNumber('22O8162517')).toBe(false)
  })

  it('gives every seeded company a valid, distinct number', () => {
    expect(seedCompanies).toHaveLength(12)
    expect(seedCompanies.every((company) => isValidBusinessNumber(company.businessNumber))).toBe(true)
    expect(new Set(seedCompanies.map((company) => company.businessNumber)).size).toBe(12)
  })
})

describe('what each member class may apply for (docs/decisions.md "회원 유형별 신청 범위")', () => {
  const member = (memberClass: MemberClassValue, company: number | null = null, companyRole: 'manager' | 'member' | null = null) => ({
    memberClass,
    company,
    companyRole,
  })
  const may = (user: ReturnType<typeof member>, service: ServiceKey) => serviceRefusal(user, service) === null

  it.each(['student', 'faculty', 'general'] as const)('%s: courses and equipment only', (memberClass) => {
    const user = member(memberClass)
    expect([may(user, 'edu'), may(user, 'equipment'), may(user, 'tech'), may(user, 'assn'), may(user, 'family')]).toEqual([true, true, false, false, false])
    expect(serviceRefusal(user, 'tech')).toMatch(/기업회원으로 전환하고 소속 기업을 등록하면 신청할 수 있습니다/)
  })

  it('기업회원 without a company: told to register or join one', () => {
    expect(serviceRefusal(member('company'), 'assn')).toMatch(/기업을 등록하거나 가입을 요청해 주세요/)
    expect(may(member('company'), 'edu')).toBe(true)
  })

  it('구성원: everything but the 가족회사 application; 관리자: everything', () => {
    const colleague = member('company', 7, 'member')
    expect([may(colleague, 'tech'), may(colleague, 'assn'), may(colleague, 'edu'), may(colleague, 'equipment'), may(colleague, 'family')]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
    expect(serviceRefusal(colleague, 'family')).toMatch(/관리자만/)
    const manager = member('company', 7, 'manager')
    expect((['tech', 'assn', 'edu', 'equipment', 'family'] as const).every((service) => may(manager, service))).toBe(true)
  })
})

describe('the letter in place of a missing logo', () => {
  it('is the first of the name past its legal form', () => {
    expect(['(주)한빛정밀', '㈜새솔', '주식회사 다온바이오', '그린웨이브에너지(주)', '(유)한결'].map(companyInitial)).toEqual(['한', '새', '다', '그', '한'])
  })
})
