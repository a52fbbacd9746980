/**
 * Page titles of the 보유기술·기술이전 routes, apart from messages.ts so the route tree, which every
 * first page loads, does not carry the feature's text.
 */
export const techTransferTitles = {
  catalogue: '보유기술·기술이전',
  detail: '보유기술 상세',
  apply: '기술상담 신청서',
  myRequests: '기술상담 신청현황',
  match: '우리 회사에 맞는 기술·전문가',
} as const
