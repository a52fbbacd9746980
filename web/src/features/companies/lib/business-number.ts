import { normalizeBusinessNumber } from '@contract/companies'

/** What the business-number box shows while it is typed: the digits grouped 3-2-5 as they come. */
export const formatBusinessNumberTyping = (input: string) => {
  const digits = normalizeBusinessNumber(input).replace(/\D/g, '').slice(0, 10)
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-')
}
