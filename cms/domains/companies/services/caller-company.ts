import type { User } from '../../../payload-types'
import { AppError } from '../../../platform/http/errors'
import { companyIdOf } from '../company-of'
import { companyMessages as m } from '../messages'

/** The caller's company, or 409 with how to get one. */
export const requireCompany = (user: User): number => {
  const companyId = companyIdOf(user)
  if (companyId === null) throw new AppError(409, m.noCompany)
  return companyId
}

/** The company the caller runs as its 관리자; anyone else is refused. */
export const requireManager = (user: User): number => {
  const companyId = requireCompany(user)
  if (user.companyRole !== 'manager') throw new AppError(403, m.managerOnly)
  return companyId
}

export const isManager = (user: Pick<User, 'companyRole'>) => user.companyRole === 'manager'
