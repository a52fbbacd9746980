import { z } from 'zod'
import { accountRules } from '../../../../contract/account-rules'
import { projectCallStates, proposalLimits } from '../../../../contract/applications'
import { optionValues } from '../../../../contract/account-options'
import { applicationMessages } from '../messages'
import { projectMessages as m } from '../services/projects/project-messages'
import { pagingQuery, searchKeyword } from '../../../platform/http/paging'
import { plainInteger } from '../../../platform/http/plain-integer'

const text = (required: string, max: number, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong)

export const projectCallListQuery = pagingQuery.extend({
  state: z.enum(optionValues(projectCallStates), { error: m.unknownState }).optional(),
  searchKeyword,
})

export const projectCallId = plainInteger(z.number({ error: m.callNotFound }).int({ error: m.callNotFound }).positive({ error: m.callNotFound }))

/** What a company corrects after 보완요청 (PATCH /api/v1/applications/assn/{id}). */
export const proposalEditBody = z.object({
  company: text(m.companyRequired, proposalLimits.companyMax, m.companyTooLong),
  contactName: text(m.contactNameRequired, proposalLimits.contactNameMax, m.contactNameTooLong),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  email: z.email(applicationMessages.emailInvalid),
  title: text(m.titleRequired, proposalLimits.titleMax, m.titleTooLong),
  summary: text(m.summaryRequired, proposalLimits.summaryMax, m.summaryTooLong),
  attachmentIds: z
    .array(z.number().int().positive(), { error: m.attachmentsRequired })
    .min(1, m.attachmentsRequired)
    .max(proposalLimits.attachmentsMax, m.tooManyAttachments)
    .transform((ids) => [...new Set(ids)]),
})

/** The proposal form (docs/api.md "공동기술개발"). */
export const proposalBody = proposalEditBody.extend({
  callId: projectCallId,
  privacyConsent: z.literal(true, { error: m.privacyConsentRequired }),
})
