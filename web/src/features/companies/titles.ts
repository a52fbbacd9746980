/** Page titles of the company routes (kept apart from messages.ts so the route tree stays small). */
export const companyTitles = {
  company: '기업 정보',
  invite: '기업 초대',
} as const
