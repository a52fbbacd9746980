/**
 * Page titles of the programme-application routes. Apart from the feature's messages because the route tree, which every first page loads,
 * needs only these: importing messages.ts there would put all of the feature's text in the entry chunk.
 */
export const applicationTitles = {
  advice: '기술자문 위원',
  application: '기술자문 신청서',
  applyComplete: '신청 완료',
  certificate: '수료증',
} as const
