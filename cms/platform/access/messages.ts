/** Korean messages of the sign-in session (login state, token renewal). */
export const sessionMessages = {
  expired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  loginRequired: '로그인이 필요합니다.',
} as const
