import { accountRules } from '@contract/account-rules'
import { findAccountMessages as m } from './messages'

/** The name both find forms ask for: required. */
export const nameError = (name: string) => (name.trim() ? undefined : m.nameRequired)

/** The e-mail both find forms ask for: required and well formed. */
export const emailError = (email: string) => {
  if (!email.trim()) return m.emailRequired
  return accountRules.email.pattern.test(email.trim()) ? undefined : accountRules.email.message
}
