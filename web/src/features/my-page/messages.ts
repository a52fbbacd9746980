/** Titles of the my-page routes that are not menu items themselves. */
export const myPageTitles = {
  qnaDetail: '나의 Q&A 상세',
  qnaWrite: 'Q&A 작성',
  infoDetail: '회원정보 수정',
} as const

export const myPageComingSoon = '마이페이지 서비스는 준비 중입니다. 신청 현황과 회원 정보는 회원 서비스와 함께 제공됩니다.'
