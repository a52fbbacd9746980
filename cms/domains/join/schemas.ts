import { z } from 'zod'
import type { JoinRequest } from '../../../contract/join'
import { joinMessages as m } from './messages'
import { affiliationTypes, emailCodePurposes, genders, memberClasses, optionValues, phoneCountries } from '../../../contract/account-options'
import { accountRules } from '../../../contract/account-rules'

/**
 * Request shapes of the join flow (check-id, cert, join), checked with the rules the web form shows
 * (contract/account-rules.ts), so a message the server sends is the one the form would have shown.
 */
export const emailInput = z
  .string(m.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(accountRules.email.maxLength, accountRules.email.message)
  .regex(accountRules.email.pattern, accountRules.email.message)

export const loginIdInput = z.string(m.loginIdRequired).trim().min(1, m.loginIdRequired).regex(accountRules.loginId.pattern, accountRules.loginId.message)

export const checkIdQuery = z.object({ login_id: loginIdInput })

const purposeInput = z.enum(optionValues(emailCodePurposes), { error: m.purposeInvalid }).optional().default('join')

export const certSendInput = z.object({ email: emailInput, purpose: purposeInput })

export const certCheckBody = z.object({
  email: emailInput,
  code: z.string(m.codeRequired).trim().min(1, m.codeRequired).regex(accountRules.emailCode.pattern, accountRules.emailCode.message),
  purpose: purposeInput,
})

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value ?? '')

export const joinBody = z
  .object({
    memberClass: z.enum(optionValues(memberClasses), { error: m.memberClassRequired }),
    email: emailInput,
    certToken: z.string().trim().max(200).nullish(),
    login_id: loginIdInput,
    password: z.string(m.passwordRequired).min(1, m.passwordRequired).regex(accountRules.password.pattern, accountRules.password.message),
    passwordConfirm: z.string().nullish(),
    name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(accountRules.name.maxLength, m.nameTooLong),
    phoneCountry: z.enum(optionValues(phoneCountries), { error: m.phoneCountryRequired }),
    phone: z.string(m.phoneRequired).trim().min(1, m.phoneRequired).regex(accountRules.phone.pattern, accountRules.phone.message),
    // The privacy policy lists gender and affiliation as optional items, so the form may leave them out.
    gender: z.enum(optionValues(genders), { error: m.genderInvalid }).nullish(),
    affiliationType: z.enum(optionValues(affiliationTypes), { error: m.affiliationTypeInvalid }).nullish(),
    affiliation: optionalText(100, m.affiliationTooLong),
    department: optionalText(100, m.departmentTooLong),
    agreements: z.object(
      {
        terms: z.literal(true, { error: m.termsRequired }),
        privacy: z.literal(true, { error: m.privacyRequired }),
        marketing: z.boolean().optional().default(false),
      },
      { error: m.termsRequired },
    ),
  })
  .refine((body) => body.passwordConfirm == null || body.passwordConfirm === body.password, {
    message: m.passwordMismatch,
    path: ['passwordConfirm'],
  }) satisfies z.ZodType<unknown, JoinRequest>

export type JoinInput = z.output<typeof joinBody>
