import type { PayloadRequest } from 'payload'
import { hasStaffRole } from './roles'

/** Only staff and admin may open /admin; members sign in on the portal instead. */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => hasStaffRole(req.user)
