import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { consumeCertToken } from '../../join'
import { mypageMessages } from '../messages'
import { updateUser } from '../../account'
import { setMarketingConsent } from '../../privacy'
import { affiliationTypes, genders, optionValues, phoneCountries } from '../../../../contract/account-options'
import { accountRules } from '../../../../contract/account-rules'
import { AppError } from '../../../platform/http/errors'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { refuseUnverifiedPhoneChange } from './phone-cert'

const text = (label: string, max: number) => z.string().trim().max(max, mypageMessages.tooLong(label, max))

export const myInfoUpdateBody = z.object({
  name: z
    .string(accountRules.name.requiredMessage)
    .trim()
    .min(1, accountRules.name.requiredMessage)
    .max(accountRules.name.maxLength, mypageMessages.tooLong('이름', accountRules.name.maxLength)),
  phoneCountry: z.enum(optionValues(phoneCountries), { error: mypageMessages.phoneCountry }),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  gender: z.enum(optionValues(genders), { error: mypageMessages.gender }),
  affiliationType: z.enum(optionValues(affiliationTypes), { error: mypageMessages.affiliationType }),
  affiliation: z.string(mypageMessages.affiliation).trim().min(1, mypageMessages.affiliation).max(100, mypageMessages.tooLong('소속 기관', 100)),
  department: text('부서·학과', 100).optional().default(''),
  marketing: z.boolean().optional().default(false),
  email: z
    .string(accountRules.email.message)
    .trim()
    .toLowerCase()
    .max(accountRules.email.maxLength, accountRules.email.message)
    .regex(accountRules.email.pattern, accountRules.email.message)
    .optional(),
  emailCertToken: z.string().max(200).optional(),
})

export type MyInfoUpdate = z.infer<typeof myInfoUpdateBody>

/**
 * A new e-mail must be proven by a 'change-email' code first and must not be another member's:
 * the address is where find-ID and password resets go.
 */
const confirmNewEmail = async (req: PayloadRequest, user: User, email: string, certToken: string | undefined) => {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    ...systemAccess('own account row'),
    req,
    where: { and: [{ email: { equals: email } }, { id: { not_equals: user.id } }] },
  })
  if (totalDocs > 0) throw new AppError(409, mypageMessages.emailTaken)
  if (!certToken) throw new AppError(400, mypageMessages.emailCertRequired)
  await consumeCertToken(req, email, 'change-email', certToken)
}

export const updateMyInfo = async (req: PayloadRequest, user: User, input: MyInfoUpdate) => {
  refuseUnverifiedPhoneChange(user, input)
  const emailChanged = input.email !== undefined && input.email !== user.email.toLowerCase()
  if (emailChanged) await confirmNewEmail(req, user, input.email!, input.emailCertToken)
  await updateUser(req, user.id, {
    name: input.name,
    gender: input.gender,
    affiliationType: input.affiliationType,
    affiliation: input.affiliation,
    department: input.department,
    ...(emailChanged ? { email: input.email } : {}),
  })
  // Its own write: every change of the news-mail consent goes into the consent history.
  await setMarketingConsent(req, user, input.marketing)
}
