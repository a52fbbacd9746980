/** Korean words of the admin's shared pieces. */
export const sharedAdminMessages = {
  yes: '예',
  no: '아니오',
  downloadReasonTitle: '다운로드 사유',
  downloadReasonIntro: '회원의 개인정보가 담긴 파일입니다. 내려받는 사유를 고르면 개인정보 접속기록에 함께 남습니다.',
  downloadReasonChoice: '사유',
  downloadReasonDetail: '상세 사유',
  downloadReasonDetailHint: '기타를 고르면 꼭 적어 주세요.',
  downloadReasonDetailRequired: '기타를 고르셨다면 다운로드 사유를 직접 적어 주세요.',
  downloadConfirm: '내려받기',
  downloadCancel: '취소',
} as const
