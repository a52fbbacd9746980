import type { FieldHook } from 'payload'
import { hasStaffRole } from '../../../platform/access/roles'
import { maskKoreanMobile } from '../../../platform/phone'

/**
 * A registrant's phone leaves the server masked for everyone but staff, on every surface (REST,
 * GraphQL, /api/v1), the owner included: the number is only needed by the office.
 */
export const maskPhoneForNonStaff: FieldHook = ({ value, req }) =>
  typeof value === 'string' && value && !hasStaffRole(req.user) ? maskKoreanMobile(value) : value
