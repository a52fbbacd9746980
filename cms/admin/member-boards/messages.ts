/** Korean text of the member boards' staff screens in /admin. */
export const messages = {
  inboxTitle: '답변을 기다리는 글',
  inboxIntro: '회원이 남긴 Q&A 문의와 협력지원 요청 중 아직 답변하지 않은 글입니다. 오래 기다린 글부터 보여 드립니다.',
  inboxEmpty: '답변을 기다리는 글이 없습니다.',
  columnBoard: '게시판',
  columnTitle: '제목',
  columnAuthor: '작성자',
  columnWritten: '작성일',
  columnWaited: '대기 시간',
  secret: '비밀글',
} as const
