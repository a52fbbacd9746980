import type { QuoteLine } from './equipment'
import { formatNumber } from './format-number'

/**
 * How a quote's amounts are written wherever they show (the booking dialog, the booking's detail, the
 * mails), so the screen and the mail never disagree: grouped as formatNumber groups, with a true minus.
 */
export const wonNumber = (value: number) => `${value < 0 ? '−' : ''}${formatNumber(Math.abs(value))}`

/** A line's amount, with its detail when it has one: `10,000원 / 1시간 × 2 = 20,000원`, `−6,000원`, `+4,000원`. */
export const quoteLineText = (line: QuoteLine) => {
  const amount = `${line.kind === 'minimum' ? '+' : ''}${wonNumber(line.amount)}원`
  return line.detail ? `${line.detail} = ${amount}` : amount
}
