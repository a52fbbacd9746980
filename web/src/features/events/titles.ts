/**
 * Page titles of the 행사·세미나 routes, apart from messages.ts so the route tree, which every first
 * page loads, does not carry the feature's text.
 */
export const eventTitles = {
  list: '행사·세미나',
  detail: '행사 상세',
  apply: '행사 참가 신청',
  mine: '행사 신청현황',
  ticket: '입장권',
  certificate: '참석 확인서',
  checkIn: '행사 입장 확인',
} as const
