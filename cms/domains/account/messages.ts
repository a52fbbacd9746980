/**
 * Korean messages of the account (sign-in, the account's state, account recovery); the web shows
 * them as the server sends them. Join, social sign-in and my-page keep theirs in their own domain.
 */

export const accountMessages = {
  withdrawnAccount: '탈퇴한 계정입니다. 새로 가입한 뒤 이용해 주세요.',
  passwordChangedHeadline: '계정의 비밀번호가 변경되었습니다',
  passwordChangedFollowUp: (resetUrl: string) => `본인이 변경하지 않았다면 바로 비밀번호를 다시 설정하고 산학협력단에 알려 주세요: ${resetUrl}`,
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
