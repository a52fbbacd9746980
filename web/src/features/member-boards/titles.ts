/**
 * Page titles of the member-board routes. Apart from the feature's messages because the route tree, which every first page loads,
 * needs only these: importing messages.ts there would put all of the feature's text in the entry chunk.
 */
export const memberBoardTitles = {
  qnaDetail: 'Q&A 상세',
  myQnaDetail: '나의 Q&A 상세',
  qnaWrite: 'Q&A 작성',
  collaboDetail: '공유협업지원 상세',
  collaboWrite: '협업 지원 요청',
} as const
