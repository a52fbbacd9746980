/** Admin date pickers in the form Korean staff read dates in. */
export const dayOnlyDate = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy.MM.dd' } }

export const dayAndTimeDate = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'yyyy.MM.dd HH:mm' } }
