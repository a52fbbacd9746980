/** Korean texts of the phone provider layer: the reasons a send failed, as staff read them in the delivery log. */
export const phoneMessages = {
  notConfigured: '문자·알림톡 발송이 설정되지 않았습니다. SOLAPI_API_KEY, SOLAPI_API_SECRET 환경 변수를 확인해 주세요.',
  noPfId: '알림톡 발신 프로필(SOLAPI_PF_ID)이 설정되지 않았습니다.',
  noSender: '문자 발신번호(SOLAPI_SENDER)가 설정되지 않았습니다.',
  badNumber: '휴대폰 번호 형식이 올바르지 않습니다.',
  tooLong: (bytes: number) => `문자 내용이 너무 깁니다. (${bytes}바이트, 최대 2,000바이트)`,
  emptyText: '보낼 내용이 없습니다.',
  refused: (code: string, message: string) => `제공자가 메시지를 거절했습니다 (${code}): ${message}`,
  failed: (code: string, message: string) => `제공자에 보내지 못했습니다 (${code}): ${message}`,
} as const
