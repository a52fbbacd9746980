import { serviceAudiences, type ServiceKey } from '../../../../contract/companies'
import type { User } from '../../../payload-types'
import { AppError } from '../../../platform/http/errors'
import { companyIdOf } from '../company-of'
import { companyMessages as m } from '../messages'
import { isManager } from './caller-company'

/**
 * Why the member may not file for `service`, with how to get there, or null when they may
 * (docs/decisions.md "회원 유형별 신청 범위"). The user row is the caller's current one.
 */
export const serviceRefusal = (user: Pick<User, 'memberClass' | 'company' | 'companyRole'>, service: ServiceKey): string | null => {
  const audience = serviceAudiences[service]
  if (audience === 'everyone') return null
  if (user.memberClass !== 'company') return m.serviceNeedsCompanyClass(service)
  if (companyIdOf(user) === null) return m.serviceNeedsCompany(service)
  if (audience === 'manager' && !isManager(user)) return m.serviceNeedsManager(service)
  return null
}

/** The filing services' guard: 403 with the Korean reason before anything is written. */
export const requireServiceAccess = (user: Pick<User, 'memberClass' | 'company' | 'companyRole'>, service: ServiceKey) => {
  const refusal = serviceRefusal(user, service)
  if (refusal) throw new AppError(403, refusal)
}
