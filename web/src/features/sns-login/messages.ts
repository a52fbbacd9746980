import type { SocialProvider } from '@contract/auth'

/** Korean text of the social sign-in pages (callback, success, failure). */
export const snsLoginMessages = {
  providerNames: { kakao: '카카오', naver: '네이버', google: '구글' } satisfies Record<SocialProvider, string>,
  signingIn: '로그인 중입니다…',
  signingInWith: (provider: string) => `${provider} 계정 정보를 확인하고 있습니다. 잠시만 기다려 주세요.`,
  welcome: (name: string) => `${name}님, 환영합니다.`,
  welcomeBody: '간편 로그인이 완료되었습니다. 이용하시던 화면으로 이동해 주세요.',
  continue: '계속하기',
  failTitle: '간편 로그인에 실패했습니다.',
  retryLogin: '다시 로그인',
  goHome: '홈으로',
  failReasons: {
    denied: '간편 로그인 동의가 취소되었습니다. 다시 시도하시거나 아이디와 비밀번호로 로그인해 주세요.',
    expired: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
    withdrawn: '탈퇴한 회원의 간편 로그인 계정입니다. 새로 가입한 뒤 이용해 주세요.',
    conflict: '이 간편 로그인 계정은 이미 다른 회원에게 연결되어 있거나, 같은 제공자의 다른 계정이 이미 연결되어 있습니다.',
    provider: '간편 로그인 제공자와 통신하는 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    unknown: '일시적인 오류로 간편 로그인을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const

export type SnsFailReason = keyof typeof snsLoginMessages.failReasons

export const snsFailReasons = Object.keys(snsLoginMessages.failReasons) as SnsFailReason[]
