import { adminDateFormat, adminDateTimeFormat } from '../../../contract/date-format'

/** Admin date pickers in the form Korean staff read dates in. */
export const dayOnlyDate = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: adminDateFormat } }

export const dayAndTimeDate = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: adminDateTimeFormat } }
