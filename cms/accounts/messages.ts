/**
 * Every Korean message of the account area (sign-in, session, social sign-in, e-mail codes, join,
 * account recovery, my-page), in one place; the web shows them as the server sends them.
 */

export const accountMessages = {
  withdrawnAccount: '탈퇴한 계정입니다. 새로 가입한 뒤 이용해 주세요.',
} as const

/** Korean messages of the password login. */
export const loginMessages = {
  idRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  wrongPassword: (attempts: number, max: number) =>
    `아이디 또는 비밀번호가 올바르지 않습니다. (비밀번호 ${attempts}회 오류 · ${max}회 오류 시 10분간 로그인이 제한됩니다)`,
  locked: (minutes: number) => `비밀번호를 5회 잘못 입력하여 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const

/** Korean messages of the social sign-in (Kakao, Naver, Google). Provider text never reaches people. */
export const snsMessages = {
  unknownProvider: '지원하지 않는 간편 로그인 방식입니다.',
  notConfigured: '현재 이용할 수 없는 간편 로그인입니다. 아이디와 비밀번호로 로그인해 주세요.',
  badRedirect: '돌아갈 주소가 올바르지 않습니다.',
  badMode: '요청 값이 올바르지 않습니다.',
  stateMismatch: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
  codeRequired: '인증 정보가 전달되지 않았습니다. 처음부터 다시 시도해 주세요.',
  denied: '간편 로그인 동의가 취소되었습니다. 다시 시도하시거나 아이디로 로그인해 주세요.',
  providerFailed: (label: string) => `${label} 로그인 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.`,
  staffPasswordOnly: '직원·관리자 계정은 간편 로그인을 사용할 수 없습니다. 아이디와 비밀번호로 로그인해 주세요.',
  withdrawn: '탈퇴한 회원의 간편 로그인 계정입니다. 새로 가입한 뒤 이용해 주세요.',
  linkedToAnother: (label: string) => `이 ${label} 계정은 이미 다른 회원에게 연결되어 있습니다.`,
  alreadyLinked: (label: string) => `이미 다른 ${label} 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.`,
} as const

/** Korean messages of the e-mail code verification. */
export const certMessages = {
  resendTooSoon: '인증번호를 방금 보냈습니다. 30초 후에 다시 요청해 주세요.',
  requestFirst: '인증번호를 먼저 요청해 주세요.',
  expired: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
  tooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
  mismatch: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
  notVerified: '이메일 인증이 완료되지 않았거나 만료되었습니다. 이메일 인증을 다시 진행해 주세요.',
  mailHeadline: '이메일 인증번호 안내',
  mailText: (code: string, minutes: number) =>
    `안녕하세요.\n\n요청하신 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 인증번호 입력 화면에 입력해 주세요.\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.`,
} as const

/** Korean messages of the my-page endpoints (spec §5, §8). */
export const mypageMessages = {
  passwordRequired: '비밀번호를 입력해 주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  wrongCurrentPassword: '현재 비밀번호가 일치하지 않습니다.',
  samePassword: '새 비밀번호는 현재 비밀번호와 다르게 입력해 주세요.',
  passwordConfirmMismatch: '새 비밀번호와 비밀번호 확인이 일치하지 않습니다.',
  locked: (minutes: number) => `비밀번호를 5회 잘못 입력하여 10분간 이용이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  profileGateRequired: '개인정보 보호를 위해 비밀번호를 다시 확인해 주세요.',
  phoneCountry: '국가번호를 선택해 주세요.',
  gender: '성별을 선택해 주세요.',
  affiliationType: '소속 구분을 선택해 주세요.',
  affiliation: '소속 기관을 입력해 주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해 주세요.`,
  emailCertRequired: '변경할 이메일의 인증을 먼저 완료해 주세요.',
  emailTaken: '이미 다른 회원이 사용 중인 이메일입니다.',
  avatarRequired: '업로드할 이미지 파일을 선택해 주세요.',
  avatarType: '프로필 이미지는 JPG, PNG, GIF, WEBP 파일만 올릴 수 있습니다.',
  avatarTooLarge: '프로필 이미지는 5MB 이하만 올릴 수 있습니다.',
  reasonType: '탈퇴 사유를 선택해 주세요.',
  reasonTooLong: '기타 의견은 1000자 이내로 입력해 주세요.',
  unknownProvider: '지원하지 않는 간편 로그인입니다.',
  notLinked: '연결되지 않은 간편 로그인입니다.',
  withdrawnName: '탈퇴회원',
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

/** Korean messages of find ID, find password and the password reset (spec §8). */
export const findMessages = {
  nameTooLong: '이름은 50자 이내로 입력해 주세요.',
  contactRequired: '이메일 또는 휴대폰 번호를 입력해 주세요.',
  idNotFound: '등록된 회원 정보가 없습니다. 입력하신 정보를 다시 확인해 주시고, 회원이 아니시면 회원가입을 해 주세요.',
  memberNotFound: '등록된 회원 정보가 없습니다.',
  idOrRefRequired: '아이디를 입력해 주세요.',
  refExpired: '아이디 찾기 결과의 유효 시간이 지났습니다. 아이디 찾기를 다시 진행해 주세요.',
  resetMailSent: '입력하신 이메일로 비밀번호 재설정 링크를 보냈습니다. 메일의 링크에서 새 비밀번호를 설정해 주세요.',
  tokenRequired: '비밀번호 재설정 링크가 올바르지 않습니다. 메일의 링크를 다시 열어 주세요.',
  tokenInvalid: '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다. 비밀번호 찾기를 다시 진행해 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.',
  resetMailHeadline: '비밀번호 재설정 안내',
} as const

/** Korean messages of the sign-in session (login state, token renewal). */
export const sessionMessages = {
  expired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  loginRequired: '로그인이 필요합니다.',
} as const
