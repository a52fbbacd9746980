import type { User } from '../../payload-types'

/** The id of the company a member belongs to, whether the user row came with depth or not. */
export const companyIdOf = (user: Pick<User, 'company'> | null | undefined): number | null => {
  const company = user?.company
  if (company === null || company === undefined) return null
  return typeof company === 'object' ? company.id : company
}
