/** Korean messages of the account endpoints (spec §5, §8); the web shows them as the server sends them. */
export const accountMessages = {
  withdrawnAccount: '탈퇴한 계정입니다. 새로 가입한 뒤 이용해 주세요.',
} as const
