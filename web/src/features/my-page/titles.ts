/**
 * Page titles of the my-page routes. Apart from the feature's messages because the route tree, which every first page loads,
 * needs only these: importing messages.ts there would put all of the feature's text in the entry chunk.
 */
export const myPageTitles = {
  changePassword: '비밀번호 변경',
  summary: '마이페이지',
} as const
