import { accountRules } from '@contract/account-rules'
import type { CheckIdData } from '@contract/auth'
import type { UserInfoDraft } from './join-flow-store'
import { joinText } from './messages'
import { joinPhone } from '@/lib/phone-parts'

export type UserInfoValues = UserInfoDraft & { password: string; passwordConfirm: string }
export type UserInfoErrors = Partial<Record<'loginId' | 'password' | 'passwordConfirm' | 'name' | 'phone' | 'agreements', string>>

/**
 * The form's checks, with the rules and messages the server applies (contract/account-rules.ts).
 * `idCheck` is the last 중복확인 answer: it confirms the id only for the id it was asked about.
 */
export const validateUserInfo = (values: UserInfoValues, idCheck: CheckIdData | null): UserInfoErrors => {
  const errors: UserInfoErrors = {}
  const answered = idCheck?.login_id === values.loginId ? idCheck : null
  if (!values.loginId) errors.loginId = accountRules.loginId.message
  else if (!accountRules.loginId.pattern.test(values.loginId)) errors.loginId = accountRules.loginId.message
  else if (answered && !answered.available) errors.loginId = answered.message
  else if (!answered) errors.loginId = joinText.checkIdFirst
  if (!accountRules.password.pattern.test(values.password)) errors.password = accountRules.password.message
  if (!values.passwordConfirm) errors.passwordConfirm = joinText.passwordConfirmRequired
  else if (values.passwordConfirm !== values.password) errors.passwordConfirm = joinText.passwordMismatch
  if (!values.name.trim()) errors.name = accountRules.name.requiredMessage
  if (values.phone.every((part) => !part.trim())) errors.phone = joinText.phoneRequired
  else if (!accountRules.phone.pattern.test(joinPhone(values.phone))) errors.phone = accountRules.phone.message
  if (!values.agreements.terms) errors.agreements = joinText.termsRequired
  else if (!values.agreements.privacy) errors.agreements = joinText.privacyRequired
  return errors
}
