/** Korean strings of the 산학지원 programme pages. */
export const cooperationMessages = {
  techApply: {
    hint: '분야별 자문 전문가를 살펴보고, 회원 로그인 후 기술자문을 신청하세요.',
    experts: '자문 전문가 보기',
    apply: '기술자문 신청하기',
  },
} as const
