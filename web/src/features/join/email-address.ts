import { emailDomains } from '@contract/account-rules'

/** The select's value for "type the domain yourself". */
export const CUSTOM_DOMAIN = 'custom'

/** Splits a stored address back into the form's local part, domain choice and typed domain. */
export const splitEmail = (email: string | null) => {
  const [local = '', domain = ''] = (email ?? '').split('@')
  const listed = (emailDomains as readonly string[]).includes(domain)
  return { local, choice: listed || !domain ? domain || emailDomains[0] : CUSTOM_DOMAIN, domain }
}
