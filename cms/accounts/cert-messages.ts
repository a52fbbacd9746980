/** Korean messages of the e-mail code verification. */
export const certMessages = {
  resendTooSoon: '인증번호를 방금 보냈습니다. 30초 후에 다시 요청해 주세요.',
  requestFirst: '인증번호를 먼저 요청해 주세요.',
  expired: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
  tooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
  mismatch: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
  notVerified: '이메일 인증이 완료되지 않았거나 만료되었습니다. 이메일 인증을 다시 진행해 주세요.',
  mailText: (code: string, minutes: number) =>
    `안녕하세요.\n\n요청하신 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 인증번호 입력 화면에 입력해 주세요.\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.`,
} as const
