import { z } from 'zod'
import { optionValues } from '../../../contract/account-options'
import { companyLimits, companyRoles, companySizes, isValidBusinessNumber, normalizeBusinessNumber } from '../../../contract/companies'
import { plainInteger } from '../../platform/http/plain-integer'
import { companyLabels as label, companyMessages as m } from './messages'

const text = (name: string, max: number) => z.string().trim().max(max, m.tooLong(name, max))
const optionalText = (name: string, max: number) =>
  text(name, max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

export const businessNumber = z
  .string(m.businessNumberRequired)
  .trim()
  .min(1, m.businessNumberRequired)
  .refine(isValidBusinessNumber, m.invalidBusinessNumber)
  .transform(normalizeBusinessNumber)

const id = (message: string) => plainInteger(z.number({ error: message }).int({ error: message }).positive({ error: message }))

/** The company form (docs/api.md "기업·가족회사"): registering, and the 관리자's edit (every field optional). */
export const companyInputBody = z.object({
  name: text(label.name, companyLimits.nameMax).min(1, m.nameRequired),
  businessNumber,
  ceo: text(label.ceo, companyLimits.ceoMax).min(1, m.ceoRequired),
  industry: optionalText(label.industry, companyLimits.industryMax),
  businessType: optionalText(label.businessType, companyLimits.industryMax),
  address: optionalText(label.address, companyLimits.addressMax),
  phone: optionalText(label.phone, companyLimits.phoneMax),
  homepage: optionalText(label.homepage, companyLimits.homepageMax).refine((value) => !value || /^https?:\/\/\S+$/.test(value), m.homepageInvalid),
  size: z.enum(optionValues(companySizes), { error: m.sizeRequired }),
  foundedOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.foundedOnInvalid)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  logoId: id(m.logoRequired).nullable().optional(),
  introduction: optionalText(label.introduction, companyLimits.introductionMax),
})
export type CompanyInputBody = z.infer<typeof companyInputBody>

/** PATCH /companies/mine: only what the 관리자 sent changes. */
export const companyPatchBody = companyInputBody.partial()
export type CompanyPatchBody = z.infer<typeof companyPatchBody>

export const lookupQuery = z.object({ businessNumber })

export const joinRequestBody = z.object({ businessNumber })

export const decisionBody = z.object({ approve: z.boolean({ error: m.approveRequired }) })

export const inviteBody = z.object({ email: z.email(m.emailInvalid).trim().toLowerCase() })

export const roleBody = z.object({ role: z.enum(optionValues(companyRoles), { error: m.roleInvalid }) })

export const rowId = id(m.memberNotFound)

export const inviteToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, m.inviteNotFound)

/** The admin's merge: the company that stays. */
export const mergeBody = z.object({ intoId: id(m.mergeTargetRequired) })

/** The admin's answer to a business-number change: confirm it, or drop it. */
export const businessNumberDecisionBody = z.object({ confirm: z.boolean({ error: m.approveRequired }) })
