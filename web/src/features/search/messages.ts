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
} as const
