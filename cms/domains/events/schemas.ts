import { z } from 'zod'
import { type EventPeriod, eventKinds, eventPeriods, eventRegistrationLimits as limits } from '../../../contract/events'
import { catalogueQueryPaging, commaListOf, searchKeyword } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'
import { normalizeKoreanMobile } from '../../platform/phone'
import { eventMessages as msg } from './messages'

export const EVENT_PAGE_SIZE = 12
export const EVENT_PAGE_SIZE_MAX = 48

export const eventListQuery = z.object({
  searchKeyword,
  kind: commaListOf(eventKinds, msg.badQuery('구분')),
  period: z.enum(eventPeriods.map((period) => period.value) as [EventPeriod, ...EventPeriod[]], { error: msg.badQuery('기간') }).default('upcoming'),
  ...catalogueQueryPaging({
    size: EVENT_PAGE_SIZE,
    max: EVENT_PAGE_SIZE_MAX,
    badIndex: msg.badQuery('페이지 번호'),
    badSize: msg.pageSizeMax(EVENT_PAGE_SIZE_MAX),
  }),
})
export type EventListQuery = z.infer<typeof eventListQuery>

export const eventIdParam = plainInteger(z.number({ error: msg.eventNotFound }).int({ error: msg.eventNotFound }).positive({ error: msg.eventNotFound }))
export const registrationIdParam = plainInteger(
  z.number({ error: msg.registrationNotFound }).int({ error: msg.registrationNotFound }).positive({ error: msg.registrationNotFound }),
)

/** The fixed fields of the form; the event's own questions are checked against the event (check-answers.ts). */
export const registrationBody = z.object({
  name: z
    .string({ error: msg.nameRequired })
    .trim()
    .min(1, { error: msg.nameRequired })
    .max(limits.nameMax, { error: msg.nameTooLong(limits.nameMax) }),
  affiliation: z
    .string({ error: msg.affiliationRequired })
    .trim()
    .min(1, { error: msg.affiliationRequired })
    .max(limits.affiliationMax, { error: msg.affiliationTooLong(limits.affiliationMax) }),
  phone: z.string({ error: msg.phoneInvalid }).transform((value, ctx) => {
    const digits = normalizeKoreanMobile(value)
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: msg.phoneInvalid })
      return z.NEVER
    }
    return digits
  }),
  email: z
    .string({ error: msg.emailInvalid })
    .trim()
    .pipe(z.email({ error: msg.emailInvalid })),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())]), { error: msg.unknownQuestion }).default({}),
  privacyConsent: z.literal(true, { error: msg.privacyConsentRequired }),
})
export type RegistrationBody = z.infer<typeof registrationBody>

export const checkInBody = z.object({
  token: z.string({ error: msg.tokenRequired }).trim().min(1, { error: msg.tokenRequired }).max(200, { error: msg.tokenRequired }),
})
