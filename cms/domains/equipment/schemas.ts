import { z } from 'zod'
import { accountRules } from '../../../contract/account-rules'
import { equipmentMessages as m } from './messages'
import { isClockTime, isDay, isMonth } from '../../platform/time/kst'
import { equipmentCategories, reservationStates, sampleRequestLimits, usageModes } from '../../../contract/equipment-options'
import { pagingQuery, searchKeyword } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'

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

export const reasonBody = z.object({ reason: z.string().trim().max(500, m.reasonTooLong).optional() })

export const stateChangeBody = reasonBody.extend({
  to: z.enum(values(reservationStates), { error: '변경할 상태가 올바르지 않습니다.' }),
})

export const myReservationsQuery = pagingQuery

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
