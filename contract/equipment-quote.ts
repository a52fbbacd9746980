import type { QuoteLine } from './equipment'

/**
 * How a quote's amounts are written wherever they show (the booking dialog, the booking's detail, the
 * mails), so the screen and the mail never disagree. Grouped by hand rather than with Intl: the first
 * Intl call of a page loads the locale's data (web/src/utils/format-number.ts).
 */
export const wonNumber = (value: number) => {
  const [whole, fraction] = String(Math.abs(value)).split('.')
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '−' : ''}${fraction ? `${grouped}.${fraction}` : grouped}`
}

/** A line's amount, with its detail when it has one: `10,000원 / 1시간 × 2 = 20,000원`, `−6,000원`, `+4,000원`. */
export const quoteLineText = (line: QuoteLine) => {
  const amount = `${line.kind === 'minimum' ? '+' : ''}${wonNumber(line.amount)}원`
  return line.detail ? `${line.detail} = ${amount}` : amount
}
