/**
 * The choice lists of the member profile. The join form, the my-page form, the admin and the API
 * validation all read them from here so a label is written once.
 */
export const memberClasses = [
  { label: '학생', value: 'student' },
  { label: '교직원', value: 'faculty' },
  { label: '기업회원', value: 'company' },
  { label: '일반', value: 'general' },
] as const

export const genders = [
  { label: '남성', value: 'male' },
  { label: '여성', value: 'female' },
] as const

/** First half of the affiliation select group; the second half is the organisation's name. */
export const affiliationTypes = [
  { label: '대학(교내)', value: 'university' },
  { label: '타 대학', value: 'other-university' },
  { label: '기업', value: 'company' },
  { label: '연구기관', value: 'institute' },
  { label: '공공기관', value: 'public' },
  { label: '기타', value: 'etc' },
] as const

export const phoneCountries = [
  { label: '대한민국 (+82)', value: '+82' },
  { label: '미국 (+1)', value: '+1' },
  { label: '일본 (+81)', value: '+81' },
  { label: '중국 (+86)', value: '+86' },
  { label: '베트남 (+84)', value: '+84' },
] as const

export const socialProviders = [
  { label: '카카오', value: 'kakao' },
  { label: '네이버', value: 'naver' },
  { label: '구글', value: 'google' },
] as const

export const withdrawalReasons = [
  { label: '서비스 이용이 불편함', value: 'inconvenient' },
  { label: '이용 빈도가 낮음', value: 'rarely-used' },
  { label: '개인정보 보호 우려', value: 'privacy' },
  { label: '졸업·퇴직 등 소속 변경', value: 'left-organisation' },
  { label: '기타', value: 'etc' },
] as const

export const memberStatuses = [
  { label: '정상', value: 'active' },
  { label: '탈퇴', value: 'withdrawn' },
] as const

type Option = { readonly value: string }
export type OptionValue<T extends readonly Option[]> = T[number]['value']

export const optionValues = <T extends readonly Option[]>(options: T) => options.map((option) => option.value) as [OptionValue<T>, ...OptionValue<T>[]]

/** Payload wants mutable option arrays; the lists above stay readonly for type inference. */
export const toSelectOptions = (options: readonly { label: string; value: string }[]) => options.map((option) => ({ ...option }))

export const emailCodePurposes = [
  { label: '회원가입', value: 'join' },
  { label: '이메일 변경', value: 'change-email' },
] as const
