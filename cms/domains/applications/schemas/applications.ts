import { z } from 'zod'
import { accountRules } from '../../../../contract/account-rules'
import { advisoryFields, advisoryLimits, applicationStates, courseApplicationLimits } from '../../../../contract/applications'
import { familyApplicationLimits } from '../../../../contract/companies'
import { familyMessages as f } from '../../family'
import { optionValues } from '../../../../contract/account-options'
import { applicationMessages as m } from '../messages'
import { educationMessages as e } from '../services/education/education-messages'
import { courseId } from './education'
import { pagingQuery } from '../../../platform/http/paging'
import { plainInteger } from '../../../platform/http/plain-integer'
import { periodInOrder, periodShape } from '../../../platform/http/period'

const text = (required: string, max: number, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong)

export const applicationListQuery = periodInOrder(
  pagingQuery.extend({ state: z.enum(optionValues(applicationStates), { error: m.badListState }).optional(), ...periodShape }),
)

export const applicationId = plainInteger(z.number({ error: m.notFound }).int({ error: m.notFound }).positive({ error: m.notFound }))

export const expertListQuery = pagingQuery.extend({
  field: z.enum(optionValues(advisoryFields), { error: m.fieldRequired }).optional(),
})

/** A staff decision or the member's withdrawal: POST /api/v1/applications/{kind}/{id}/state. */
export const applicationMoveBody = z.object({
  to: z.enum(optionValues(applicationStates), { error: m.unknownState }),
  reason: z.string().trim().max(500, m.reasonTooLong).optional(),
})

/** The advisory request form (docs/api.md "기술자문"), also the body of a resubmission. */
export const advisoryRequestBody = z.object({
  company: text(m.companyRequired, advisoryLimits.companyMax, m.companyTooLong),
  contactName: text(m.contactNameRequired, advisoryLimits.contactNameMax, m.contactNameTooLong),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  email: z.email(m.emailInvalid),
  field: z.enum(optionValues(advisoryFields), { error: m.fieldRequired }),
  title: text(m.titleRequired, advisoryLimits.titleMax, m.titleTooLong),
  description: text(m.descriptionRequired, advisoryLimits.descriptionMax, m.descriptionTooLong),
  preferredExpertId: plainInteger(z.number(m.expertUnknown).int(m.expertUnknown).positive(m.expertUnknown)).nullable().optional(),
  attachmentIds: z
    .array(plainInteger(z.number({ error: m.fileNotUsable }).int().positive()), { error: m.fileNotUsable })
    .max(advisoryLimits.attachmentsMax, m.tooManyAttachments)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  privacyConsent: z.literal(true, { error: m.privacyConsentRequired }),
})

/** What a member corrects in a course application after 보완요청 (PATCH /api/v1/applications/edu/{id}). */
export const courseApplicationEditBody = z.object({
  contactName: text(e.nameRequired, courseApplicationLimits.nameMax, e.nameTooLong),
  company: text(e.affiliationRequired, courseApplicationLimits.affiliationMax, e.affiliationTooLong),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  email: z.email(m.emailInvalid),
  motivation: z.string().trim().max(courseApplicationLimits.motivationMax, e.motivationTooLong).optional(),
})

/** The education application form (docs/api.md "산업교육"). */
export const courseApplicationBody = courseApplicationEditBody.extend({
  courseId,
  privacyConsent: z.literal(true, { error: e.privacyConsentRequired }),
})

/** The 가족회사 application form (docs/api.md "가족회사"), also the body of a resubmission. */
export const familyApplicationBody = z.object({
  tierId: plainInteger(z.number({ error: f.tierUnknown }).int({ error: f.tierUnknown }).positive({ error: f.tierUnknown })),
  contactName: text(f.contactNameRequired, familyApplicationLimits.contactNameMax, f.contactNameTooLong),
  contactPhone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  contactEmail: z.email(f.emailInvalid),
  cooperationFields: z
    .array(z.enum(optionValues(advisoryFields), { error: f.fieldUnknown }), { error: f.fieldsRequired })
    .min(1, f.fieldsRequired)
    .transform((fields) => [...new Set(fields)]),
  listingConsent: z.boolean({ error: f.listingConsentInvalid }),
  certificateId: plainInteger(z.number({ error: f.certificateRequired }).int({ error: f.certificateRequired }).positive({ error: f.certificateRequired })),
  privacyConsent: z.literal(true, { error: f.privacyConsentRequired }),
})
