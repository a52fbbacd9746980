import type { User } from '../../payload-types'

type MaybeUser = Pick<User, 'role'> | null | undefined

/** Staff and admin run the CMS; members only use the portal. */
export const hasStaffRole = (user: MaybeUser): boolean => user?.role === 'staff' || user?.role === 'admin'

export const hasAdminRole = (user: MaybeUser): boolean => user?.role === 'admin'
