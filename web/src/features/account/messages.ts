/** Titles of the account pages; the login and join forms arrive with the accounts release. */
export const accountTitles = {
  login: '로그인',
  changePw: '비밀번호 변경',
  changePwComplete: '비밀번호 변경 완료',
  findId: '아이디 찾기',
  findPw: '비밀번호 찾기',
  snsFail: '간편 로그인 실패',
  snsKakao: '카카오 로그인',
  snsNaver: '네이버 로그인',
  snsGoogle: '구글 로그인',
  snsSuccess: '간편 로그인 완료',
  join: '회원가입',
  memberClass: '회원 유형 선택',
  emailAuth: '이메일 인증',
  codeAuth: '인증번호 확인',
  userInfo: '회원정보 입력',
  joinComplete: '가입 완료',
} as const

export const accountComingSoon = '회원 로그인과 가입 서비스는 준비 중입니다. 공지사항, 뉴스, FAQ, 자료실은 로그인 없이 이용하실 수 있습니다.'

/** The password login form (/login). Server errors (wrong password, lock, limits) arrive in Korean as they are. */
export const loginPageMessages = {
  formLabel: '회원 로그인',
  loginId: '아이디',
  loginIdPlaceholder: '아이디를 입력해 주세요',
  password: '비밀번호',
  passwordPlaceholder: '비밀번호를 입력해 주세요',
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  enterAnotherId: '다른 아이디로 로그인',
  rememberId: '아이디 저장',
  autoLogin: '자동 로그인',
  autoLoginHint: '개인 기기에서만 사용해 주세요. 로그아웃하기 전까지 14일 동안 로그인이 유지됩니다.',
  submit: '로그인',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  join: '회원가입',
  accountLinks: '계정 찾기와 회원가입',
  snsHeading: '간편 로그인',
  snsLogin: { kakao: '카카오 로그인', naver: '네이버 로그인', google: '구글 로그인' },
} as const
