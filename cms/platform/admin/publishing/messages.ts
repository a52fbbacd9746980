/** Korean text of the publishing controls in /admin. */
export const messages = {
  chosen: {
    publish: '선택한 작업: 게시 — 정한 시각에 포털에 공개합니다.',
    unpublish: '선택한 작업: 게시 해제 — 정한 시각에 포털에서 내립니다.',
  },
} as const
