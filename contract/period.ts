/**
 * The 기간 (period) search of the lists where dates matter (issue 36): `startDate` and `endDate` as
 * Seoul calendar days `YYYY-MM-DD`, both ends included, either one may be left open. The server and
 * the date pickers refuse the same things with the same words.
 */
export type Period = { startDate?: string; endDate?: string }

export const periodMessages = {
  badStartDate: '시작일은 YYYY-MM-DD 형식의 날짜로 입력해 주세요.',
  badEndDate: '종료일은 YYYY-MM-DD 형식의 날짜로 입력해 주세요.',
  order: '시작일은 종료일보다 늦을 수 없습니다.',
} as const

/** An open end never conflicts; ISO days compare as strings. */
export const isPeriodInOrder = ({ startDate, endDate }: Period) => !startDate || !endDate || startDate <= endDate
