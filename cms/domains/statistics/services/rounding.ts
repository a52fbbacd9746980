/** A figure as the page shows it: one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** part ÷ whole in percent with one decimal; null when there is no whole to divide by. */
export const percentOf = (part: number, whole: number | null) => (whole ? oneDecimal((part / whole) * 100) : null)
