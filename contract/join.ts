import type { affiliationTypes, genders, memberClasses, OptionValue, phoneCountries } from './account-options'

/** The body of POST /api/v1/join as the join form sends it; the server checks it with its own schema. */
export type JoinRequest = {
  memberClass: OptionValue<typeof memberClasses>
  email: string
  certToken?: string | null
  login_id: string
  password: string
  passwordConfirm?: string | null
  name: string
  phoneCountry: OptionValue<typeof phoneCountries>
  phone: string
  gender?: OptionValue<typeof genders> | null
  affiliationType?: OptionValue<typeof affiliationTypes> | null
  affiliation?: string | null
  department?: string | null
  agreements: { terms: true; privacy: true; marketing?: boolean }
}
