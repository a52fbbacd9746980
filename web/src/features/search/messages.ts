import { siteSearchTypes } from '@contract/search'
import type { SearchTab } from './search-types'

/** Korean strings of the header search and the search results page. */
export const searchMessages = {
  dialogTitle: '통합검색',
  // Distinct from the board search's 검색 구분 / 검색어: the dialog can open over a board list.
  typeLabel: '검색 대상',
  keywordLabel: '통합검색 키워드',
  keywordPlaceholder: '검색어를 입력하세요',
  submit: '검색',
  types: { all: '전체', ...siteSearchTypes } satisfies Record<SearchTab, string>,
  typeWithCount: (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`),
  resultSummary: (keyword: string, count: number) => `‘${keyword}’에 대한 검색 결과는 총 ${count}건입니다.`,
  enterKeyword: '검색어를 입력해 주세요.',
  noResults: '검색 결과가 없습니다.',
  resultTabs: '검색 결과 구분',
  listLabel: (label: string) => `${label} 검색 결과`,
  more: (label: string) => `${label} 검색 결과 더보기`,
  moreShort: '더보기',
  travel: {
    loading: '정보를 불러오는 중입니다.',
    failed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    close: '닫기',
    address: '주소',
    openingHours: '이용 시간',
    admissionFee: '이용 요금',
    phone: '문의 전화',
    homepage: '홈페이지',
    facilities: '편의 시설',
    validity: (days: number) => `구매일로부터 ${days}일 동안 사용할 수 있습니다.`,
    options: '구매 옵션',
    optionName: '구분',
    price: '가격',
    won: (text: string) => `${text}원`,
    soldOut: '매진',
    attractions: '이용할 수 있는 관광지',
  },
} as const
