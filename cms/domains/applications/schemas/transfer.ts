import { z } from 'zod'
import { accountRules } from '../../../../contract/account-rules'
import { optionValues } from '../../../../contract/account-options'
import { transferRequestLimits, transferTypes } from '../../../../contract/tech-transfer'
import { applicationMessages } from '../messages'
import { transferMessages as m } from '../services/transfer/transfer-messages'
import { plainInteger } from '../../../platform/http/plain-integer'

const text = (required: string, max: number, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong)

/** What a company corrects after 보완요청 (PATCH /api/v1/applications/transfer/{id}). */
export const transferRequestEditBody = z.object({
  purpose: text(m.purposeRequired, transferRequestLimits.purposeMax, m.purposeTooLong),
  preferredTransferType: z.enum(optionValues(transferTypes), { error: m.transferTypeRequired }),
  company: text(m.companyRequired, transferRequestLimits.companyMax, m.companyTooLong),
  contactName: text(m.contactNameRequired, transferRequestLimits.contactNameMax, m.contactNameTooLong),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  email: z.email(applicationMessages.emailInvalid),
  attachmentIds: z
    .array(plainInteger(z.number({ error: m.fileNotUsable }).int().positive()), { error: m.fileNotUsable })
    .max(transferRequestLimits.attachmentsMax, m.tooManyAttachments)
    .default([])
    .transform((ids) => [...new Set(ids)]),
})

/** The 기술상담 신청 form (docs/api.md "기술상담"). */
export const transferRequestBody = transferRequestEditBody.extend({
  technologyId: plainInteger(z.number({ error: m.technologyNotFound }).int({ error: m.technologyNotFound }).positive({ error: m.technologyNotFound })),
  privacyConsent: z.literal(true, { error: m.privacyConsentRequired }),
})
