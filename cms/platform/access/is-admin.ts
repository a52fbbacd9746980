import type { Access } from 'payload'
import { hasAdminRole } from './roles'

export const isAdmin: Access = ({ req: { user } }) => hasAdminRole(user)
