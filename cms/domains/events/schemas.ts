import { z } from 'zod'
import { type EventPeriod, eventKinds, eventPeriods, eventRegistrationLimits as limits } from '../../../contract/events'
import { searchKeyword } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'
import { normalizeKoreanMobile } from '../../platform/phone'
import { eventMessages as msg } from './messages'

export const EVENT_PAGE_SIZE = 12
export const EVENT_PAGE_SIZE_MAX = 48

const knownKinds = new Set<string>(eventKinds.map((kind) => kind.value))

export const eventListQuery = z.object({
  searchKeyword,
  kind: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const kinds = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
      if (kinds.some((kind) => !knownKinds.has(kind))) {
        ctx.addIssue({ code: 'custom', message: msg.badQuery('구분') })
        return z.NEVER
      }
      return kinds.length ? kinds : undefined
    }),
  period: z.enum(eventPeriods.map((period) => period.value) as [EventPeriod, ...EventPeriod[]], { error: msg.badQuery('기간') }).default('upcoming'),
  pageIndex: plainInteger(
    z
      .number({ error: msg.badQuery('페이지 번호') })
      .int({ error: msg.badQuery('페이지 번호') })
      .min(1, { error: msg.badQuery('페이지 번호') }),
  ).default(1),
  pageSize: plainInteger(
    z
      .number({ error: msg.pageSizeMax(EVENT_PAGE_SIZE_MAX) })
      .int({ error: msg.pageSizeMax(EVENT_PAGE_SIZE_MAX) })
      .min(1, { error: msg.pageSizeMax(EVENT_PAGE_SIZE_MAX) })
      .max(EVENT_PAGE_SIZE_MAX, { error: msg.pageSizeMax(EVENT_PAGE_SIZE_MAX) }),
  ).default(EVENT_PAGE_SIZE),
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
