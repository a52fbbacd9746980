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
