import type { CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '')

/**
 * A number nobody proved is not verified: a write that changes the phone (staff in the admin, any
 * service) clears phoneVerifiedAt, unless the write itself is the SMS code check setting both.
 */
export const unverifyChangedPhone: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.phone === undefined) return data
  const phoneChanged = digits(data.phone) !== digits(originalDoc.phone) || (data.phoneCountry ?? originalDoc.phoneCountry) !== originalDoc.phoneCountry
  const provedNow = Boolean(data.phoneVerifiedAt) && data.phoneVerifiedAt !== originalDoc.phoneVerifiedAt
  if (phoneChanged && !provedNow) data.phoneVerifiedAt = null
  return data
}
