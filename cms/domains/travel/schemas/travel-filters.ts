import { z } from 'zod'
import { CODE_PATTERN } from '../../../../contract/travel-options'
import { travelMessages } from '../messages'
import { plainInteger } from '../../../platform/http/plain-integer'

/** A code of `CD` and ten digits, named in the message by what it codes. */
export const travelCode = (what: string) =>
  z
    .string()
    .trim()
    .regex(CODE_PATTERN, { error: travelMessages.badCode(what) })

/** A code filter left empty means no filter. */
export const optionalTravelCode = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(travelCode(what).optional())

/** A comma-separated list of option values (`parking,pet`); every value must be one of the options. */
export const optionList = <V extends string>(what: string, options: readonly { value: V }[]) =>
  z
    .string()
    .optional()
    .transform((value, context): V[] => {
      const values = (value ?? '')
        .split(',')
        .map((each) => each.trim())
        .filter(Boolean)
      const unknown = values.find((each) => !options.some((option) => option.value === each))
      if (unknown !== undefined) {
        context.addIssue({ code: 'custom', message: travelMessages.badOption(what, unknown) })
        return z.NEVER
      }
      return [...new Set(values)] as V[]
    })

/** A positive row id, refused with the message that names the parameter. */
export const rowId = (message: string) => plainInteger(z.number({ error: message }).int({ error: message }).positive({ error: message }))

/** A price in won the client confirms; the server's own amount decides. */
export const price = plainInteger(
  z.number({ error: travelMessages.badPrice }).int({ error: travelMessages.badPrice }).min(0, { error: travelMessages.badPrice }),
)

/** An optional query value: empty means absent. */
export const optionalValue = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
