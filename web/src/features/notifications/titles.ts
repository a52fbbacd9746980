/** Page titles of the notification routes, apart from messages.ts so the route tree carries only these. */
export const notificationTitles = {
  list: '알림',
  settings: '알림 설정',
} as const
