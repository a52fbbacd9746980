import { codeMessages } from '../../platform/security/one-time-code'

/** Korean messages of the e-mail code verification. */
export const certMessages = {
  ...codeMessages,
  notVerified: '이메일 인증이 완료되지 않았거나 만료되었습니다. 이메일 인증을 다시 진행해 주세요.',
  mailHeadline: '이메일 인증번호 안내',
  mailText: (code: string, minutes: number) =>
    `안녕하세요.\n\n요청하신 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 인증번호 입력 화면에 입력해 주세요.\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.`,
} as const

/** Korean messages of the join flow (spec §5): the id check, the join form and its conflicts. */
export const joinMessages = {
  loginIdRequired: '아이디를 입력해 주세요.',
  loginIdAvailable: '사용 가능한 아이디입니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  emailRequired: '이메일 주소를 입력해 주세요.',
  emailTaken: '이미 가입된 이메일입니다. 로그인하거나 아이디 찾기를 이용해 주세요.',
  emailTakenByOther: '다른 회원이 사용 중인 이메일입니다. 다른 이메일 주소를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: '이름은 50자 이내로 입력해 주세요.',
  phoneRequired: '휴대폰 번호를 입력해 주세요.',
  phoneCountryRequired: '국가번호를 선택해 주세요.',
  memberClassRequired: '회원 유형을 선택해 주세요.',
  genderInvalid: '성별을 선택해 주세요.',
  affiliationTypeInvalid: '소속 구분을 선택해 주세요.',
  affiliationTooLong: '소속 기관은 100자 이내로 입력해 주세요.',
  departmentTooLong: '부서·학과는 100자 이내로 입력해 주세요.',
  termsRequired: '이용약관에 동의해 주세요.',
  privacyRequired: '개인정보 수집·이용에 동의해 주세요.',
  purposeInvalid: '인증 목적이 올바르지 않습니다.',
  codeRequired: '인증번호를 입력해 주세요.',
} as const
