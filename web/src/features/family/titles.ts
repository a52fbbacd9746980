/** Page titles of the 가족회사 routes (kept apart from messages.ts so the route tree stays small). */
export const familyTitles = {
  directory: '가족회사',
} as const
