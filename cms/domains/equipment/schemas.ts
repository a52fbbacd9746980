import { z } from 'zod'
import { accountRules } from '../../../contract/account-rules'
import { equipmentMessages as m, officeMessages as om } from './messages'
import { isClockTime, isDay, isMonth } from '../../platform/time/kst'
import {
  equipmentCategories,
  MAX_SERIES_WEEKS,
  paymentMethods,
  reservationStates,
  sampleRequestLimits,
  seriesRepeats,
  usageModes,
} from '../../../contract/equipment-options'
import { pagingQuery, searchKeyword } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'
import { periodInOrder, periodShape } from '../../platform/http/period'

/** Request shapes of /api/v1/equipment and /api/v1/mypage/equ, with the Korean message of each rule. */

const values = <V extends string>(options: readonly { value: V }[]) => options.map((option) => option.value) as [V, ...V[]]

export const equipmentListQuery = pagingQuery.extend({
  searchKeyword,
  category: z.enum(values(equipmentCategories), { error: '장비 분류가 올바르지 않습니다.' }).optional(),
})

export const equipmentIdParam = plainInteger(
  z.number({ error: m.equipmentNotFound }).int({ error: m.equipmentNotFound }).positive({ error: m.equipmentNotFound }),
)

export const reservationIdParam = plainInteger(
  z.number({ error: m.reservationNotFound }).int({ error: m.reservationNotFound }).positive({ error: m.reservationNotFound }),
)

export const dayInput = z.string(m.dateFormat).refine(isDay, m.dateFormat)

export const monthQuery = z.object({ month: z.string(m.monthFormat).refine(isMonth, m.monthFormat) })

export const dayQuery = z.object({ date: dayInput })

const sampleCount = z
  .number(m.samplesRequired)
  .int(m.samplesRange(sampleRequestLimits.maxSamples))
  .min(1, m.samplesRange(sampleRequestLimits.maxSamples))
  .max(sampleRequestLimits.maxSamples, m.samplesRange(sampleRequestLimits.maxSamples))

const requiredText = (required: string, max: number, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong)

export const reservationBody = z.object({
  equipmentId: equipmentIdParam,
  date: dayInput,
  // Empty for a mode taken by samples; the booking service asks for slots otherwise.
  slots: z
    .array(z.string(m.timeFormat).refine(isClockTime, m.timeFormat), m.slotsRequired)
    .refine((slots) => new Set(slots).size === slots.length, m.duplicateSlots)
    .default([]),
  usageMode: z.enum(values(usageModes), { error: m.usageModeRequired }),
  samples: sampleCount.optional(),
  sampleDescription: z
    .string(m.sampleDescriptionRequired)
    .trim()
    .max(sampleRequestLimits.descriptionMax, m.sampleDescriptionTooLong(sampleRequestLimits.descriptionMax))
    .optional(),
  purpose: requiredText(m.purposeRequired, 1000, m.purposeTooLong),
  applicantName: requiredText(m.applicantRequired, accountRules.name.maxLength, `신청자 이름은 ${accountRules.name.maxLength}자 이내로 입력해 주세요.`),
  organisation: requiredText(m.organisationRequired, 100, '소속 기관은 100자 이내로 입력해 주세요.'),
  phone: z.string(accountRules.phone.message).trim().regex(accountRules.phone.pattern, accountRules.phone.message),
  email: z
    .string(accountRules.email.message)
    .trim()
    .toLowerCase()
    .max(accountRules.email.maxLength, accountRules.email.message)
    .regex(accountRules.email.pattern, accountRules.email.message),
})

/** POST /api/v1/equipment/{id}/series and …/series/check: a booking's fields from its first date on, and the rule. */
export const seriesBody = reservationBody.omit({ equipmentId: true }).extend({
  rule: z
    .object(
      {
        repeat: z.enum(values(seriesRepeats), { error: m.seriesRepeatInvalid }),
        weekdays: z
          .array(
            z.number(m.seriesWeekdayInvalid).int(m.seriesWeekdayInvalid).min(0, m.seriesWeekdayInvalid).max(6, m.seriesWeekdayInvalid),
            m.seriesWeekdaysRequired,
          )
          .max(7, m.seriesWeekdayInvalid)
          .default([]),
        weeks: z
          .number(m.seriesWeeks(MAX_SERIES_WEEKS))
          .int(m.seriesWeeks(MAX_SERIES_WEEKS))
          .min(1, m.seriesWeeks(MAX_SERIES_WEEKS))
          .max(MAX_SERIES_WEEKS, m.seriesWeeks(MAX_SERIES_WEEKS)),
      },
      { error: m.seriesRepeatInvalid },
    )
    .refine((rule) => rule.repeat === 'daily' || rule.weekdays.length > 0, m.seriesWeekdaysRequired),
  partial: z.boolean({ error: '가능한 날짜만 신청 여부가 올바르지 않습니다.' }).optional(),
})

export const seriesCheckBody = seriesBody.pick({ date: true, slots: true, usageMode: true, rule: true })

export const seriesIdParam = plainInteger(z.number({ error: m.seriesNotFound }).int({ error: m.seriesNotFound }).positive({ error: m.seriesNotFound }))

export const reasonBody = z.object({ reason: z.string().trim().max(500, m.reasonTooLong).optional() })

export const stateChangeBody = reasonBody.extend({
  to: z.enum(values(reservationStates), { error: '변경할 상태가 올바르지 않습니다.' }),
})

/** /myPage/equ's filters: a booking's own state, and the 기간 of its 이용일. */
export const myReservationsQuery = periodInOrder(
  pagingQuery.extend({ state: z.enum(values(reservationStates), { error: m.badListState }).optional(), ...periodShape }),
)

/** GET /api/v1/equipment/{id}/quote: the booking the member is about to make. */
export const quoteQuery = z.object({
  usageMode: z.enum(values(usageModes), { error: m.usageModeRequired }),
  date: dayInput,
  // A slot booking names its span; a mode taken by samples names `samples` instead.
  start: z.string(m.timeFormat).refine(isClockTime, m.timeFormat).optional(),
  end: z.string(m.timeFormat).refine(isClockTime, m.timeFormat).optional(),
  samples: plainInteger(sampleCount).optional(),
  // The chosen slots need not be adjacent: their starts, comma-separated, price exactly those.
  slots: z
    .string(m.timeFormat)
    .max(400, m.timeFormat)
    .transform((list) => list.split(','))
    .refine((list) => list.every(isClockTime), m.timeFormat)
    .optional(),
})

const u = m.usageLog

const instant = z
  .string(u.timeRequired)
  .trim()
  .min(1, u.timeRequired)
  .refine((value) => !Number.isNaN(Date.parse(value)), u.timeRequired)
  .transform((value) => new Date(value))

const MAX_USE_MS = 31 * 24 * 60 * 60 * 1000

/** POST /api/v1/equipment/reservations/{id}/usage-log: what staff record of the actual use. */
export const usageLogBody = z
  .object({
    actualStartAt: instant,
    actualEndAt: instant,
    samples: z.number(u.samplesInvalid).int(u.samplesInvalid).min(0, u.samplesInvalid).max(100_000, u.samplesInvalid).nullish(),
    operator: requiredText(u.operatorRequired, 50, u.operatorTooLong),
    staffHours: z
      .number(u.staffHoursInvalid)
      .min(0, u.staffHoursInvalid)
      .max(744, u.staffHoursInvalid)
      .refine((hours) => Number.isInteger(hours * 2), u.staffHoursInvalid)
      .nullish(),
    remarks: z.string().trim().max(1000, u.remarksTooLong).nullish(),
    adjustmentAmount: z
      .number(u.adjustmentInvalid)
      .int(u.adjustmentInvalid)
      .min(-1_000_000_000, u.adjustmentInvalid)
      .max(1_000_000_000, u.adjustmentInvalid)
      .nullish(),
    adjustmentReason: z.string().trim().max(200, u.adjustmentReasonTooLong).nullish(),
  })
  .superRefine((log, ctx) => {
    const span = log.actualEndAt.getTime() - log.actualStartAt.getTime()
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['actualEndAt'], message: u.endBeforeStart })
    else if (span > MAX_USE_MS) ctx.addIssue({ code: 'custom', path: ['actualEndAt'], message: u.tooLong })
    // The member reads why their charge differs from the quote on the statement.
    if (log.adjustmentAmount && !log.adjustmentReason) ctx.addIssue({ code: 'custom', path: ['adjustmentReason'], message: u.adjustmentReasonRequired })
  })

export type UsageLogInput = z.infer<typeof usageLogBody>

/** GET /api/v1/equipment/statements: a month of use, the member's own or (for a 관리자) the company's. */
export const statementsQuery = z.object({
  month: z.string(m.monthFormat).refine(isMonth, m.monthFormat),
  scope: z.enum(['member', 'company'], { error: m.statement.scopeInvalid }).default('member'),
})

export const statementMonthParam = z.string(m.monthFormat).refine(isMonth, m.monthFormat)

/** The equipment office's staff calls (issue 31): settlement, payments, ZEUS export, utilisation. */
const paymentMethodValues = values(paymentMethods)

export const paymentBody = z.discriminatedUnion(
  'paid',
  [
    z.object({
      paid: z.literal(true),
      paidAt: z.string(om.paidAtRequired).refine(isDay, om.paidAtRequired),
      method: z.enum(paymentMethodValues, { error: om.methodRequired }),
      note: z.string().trim().max(200, om.noteTooLong).optional(),
    }),
    z.object({ paid: z.literal(false) }),
  ],
  { error: om.paidRequired },
)

export const zeusExportQuery = monthQuery.extend({ format: z.enum(['csv', 'json'], { error: om.formatInvalid }).default('csv') })

export const utilisationQuery = monthQuery.extend({
  months: z.enum(['1', '12'], { error: om.monthsInvalid }).default('1').transform(Number),
})
/** `/api/v1/mypage/equ/waits/{id}/…`: a wait's number. */
export const waitIdParam = plainInteger(z.number({ error: m.waitNotFound }).int({ error: m.waitNotFound }).positive({ error: m.waitNotFound }))

/**
 * `{token}.ics` of a calendar feed. Any text is taken and looked up by its hash, so a malformed address
 * is simply no feed (404), as a revoked one is.
 */
export const feedTokenParam = z
  .string(m.feedNotFound)
  .max(200, m.feedNotFound)
  .transform((file) => file.replace(/\.ics$/, ''))
