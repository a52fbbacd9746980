import type { Access } from 'payload'
import { hasStaffRole } from '../../platform/access/roles'
import { companyIdOf } from '../companies'

/** A company's 가족회사 rows are its members' and staff's alone. */
export const ownCompanyRowsOrStaff =
  (companyField: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasStaffRole(user)) return true
    const id = companyIdOf(user as never)
    return id === null ? false : { [companyField]: { equals: id } }
  }
