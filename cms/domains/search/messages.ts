import { formatNumber } from '../../../contract/format-number'

/** Korean texts of the site search. */
export const searchMessages = {
  unknownType: '검색할 수 없는 구분입니다.',
  passValidity: (days: number) => `유효기간 ${days}일`,
  passPriceFrom: (won: number) => `${formatNumber(won)}원부터`,
} as const
