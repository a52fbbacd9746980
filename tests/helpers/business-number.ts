import crypto from 'node:crypto'
import { checkDigitFor } from '../../contract/companies'

/** A valid number no other test run has used (random nine digits, then the check digit). */
export const uniqueBusinessNumber = () => {
  const nine = String(crypto.randomInt(100_000_000, 999_999_999))
  return `${nine}${checkDigitFor(nine)!}`
}

/** The same number with its last digit changed: a checksum failure. */
export const wrongCheckDigit = (valid: string) => `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`
