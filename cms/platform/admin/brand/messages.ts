export const brandMessages = {
  console: '포털 관리자',
} as const
