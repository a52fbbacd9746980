/** Korean strings of the ESG·평생교육 pages. */
export const studentSupportMessages = {
  lifelongApply: '과정을 골라 일정과 모집 상태를 확인하고, 회원 로그인 후 신청하세요.',
} as const
