/** Korean mobile prefixes in use (010, and the older 011/016/017/018/019 some members still keep). */
const KOREAN_MOBILE = /^01[016789]\d{7,8}$/

/**
 * A Korean mobile number as the provider takes it, digits only ('010-1234-5678' → '01012345678'),
 * or null when the input is not one. Spaces, dots, dashes, brackets and the +82 country code are accepted.
 */
export const normalizeKoreanMobile = (input: string): string | null => {
  let digits = input.trim().replace(/[\s.()-]/g, '')
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`
  else if (digits.startsWith('82') && digits.length >= 11) digits = `0${digits.slice(2).replace(/^0/, '')}`
  if (!/^\d+$/.test(digits) || !KOREAN_MOBILE.test(digits)) return null
  return digits
}

/** A number for a screen or a log: '01012345678' → '010-****-5678'. */
export const maskKoreanMobile = (digits: string) => {
  const normalized = normalizeKoreanMobile(digits) ?? digits
  return normalized.length >= 10 ? `${normalized.slice(0, 3)}-****-${normalized.slice(-4)}` : '***'
}
