/** Korean messages of the password login. */
export const loginMessages = {
  idRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  wrongPassword: (attempts: number, max: number) =>
    `아이디 또는 비밀번호가 올바르지 않습니다. (비밀번호 ${attempts}회 오류 · ${max}회 오류 시 10분간 로그인이 제한됩니다)`,
  locked: (minutes: number) => `비밀번호를 5회 잘못 입력하여 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const
