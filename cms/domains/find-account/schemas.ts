import { z } from 'zod'
import { accountRules } from '../../../contract/account-rules'
import { findMessages } from '../account'

const { email: emailRule, phone: phoneRule, name: nameRule, password: passwordRule } = accountRules

/** A form field left empty counts as not given, so "이름 + 이메일" may send an empty phone and vice versa. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const name = z.string(nameRule.requiredMessage).trim().min(1, nameRule.requiredMessage).max(nameRule.maxLength, findMessages.nameTooLong)
const email = z
  .string(emailRule.message)
  .trim()
  .max(emailRule.maxLength, emailRule.message)
  .regex(emailRule.pattern, emailRule.message)
  .transform((value) => value.toLowerCase())

export const findIdBody = z
  .object({
    name,
    email: optional(email),
    phone: optional(z.string(phoneRule.message).trim().regex(phoneRule.pattern, phoneRule.message)),
  })
  .refine((body) => body.email || body.phone, { message: findMessages.contactRequired })

export const findPasswordBody = z
  .object({
    login_id: optional(z.string(findMessages.idOrRefRequired).trim().max(50, findMessages.memberNotFound)),
    login_ref: optional(z.string(findMessages.refExpired).max(1000, findMessages.refExpired)),
    name,
    email,
  })
  .refine((body) => body.login_id || body.login_ref, { message: findMessages.idOrRefRequired })

export const resetPasswordBody = z
  .object({
    token: z.string(findMessages.tokenRequired).trim().min(1, findMessages.tokenRequired).max(200, findMessages.tokenInvalid),
    password: z.string(passwordRule.message).regex(passwordRule.pattern, passwordRule.message),
    passwordConfirm: z.string(findMessages.passwordMismatch).optional(),
  })
  .refine((body) => body.passwordConfirm === undefined || body.passwordConfirm === body.password, {
    message: findMessages.passwordMismatch,
  })

export type FindIdInput = z.infer<typeof findIdBody>
export type FindPasswordInput = z.infer<typeof findPasswordBody>
export type ResetPasswordInput = z.infer<typeof resetPasswordBody>
