/**
 * The three policies of /terms (spec §2: three tabs), by the code `GET /api/v1/terms/{code}` takes.
 * 이메일무단수집거부 is the third: Korean public-sector sites post it (정보통신망법 §50-2).
 */
export const termsCodes = {
  use: '이용약관',
  privacy: '개인정보처리방침',
  email: '이메일무단수집거부',
} as const

export type TermsCode = keyof typeof termsCodes
export const termsCodeList = Object.keys(termsCodes) as TermsCode[]

/** One published version, as lists show it. */
export type TermsVersion = {
  id: number
  code: TermsCode
  codeName: string
  version: string
  effectiveDate: string
  /** The version in force today; later versions are announced before they apply. */
  current: boolean
}

export type TermsDocument = TermsVersion & {
  html: string
  changeNote: string | null
  /** Every published version of this code, newest first, for the 이전 약관 select. */
  versions: TermsVersion[]
}
