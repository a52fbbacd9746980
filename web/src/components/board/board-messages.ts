import type { SearchType } from '@contract/boards'
import { formatNumber } from '@contract/format-number'

export type BoardSearchType = SearchType

/** Korean strings of the board building blocks shared by every board list. */
export const boardMessages = {
  searchType: '검색 구분',
  searchKeyword: '검색어',
  searchPlaceholder: '검색어를 입력하세요',
  search: '검색',
  totalCount: (count: number) => `총 ${formatNumber(count)}건`,
  pageStatus: (page: number, pages: number) => `${page} / ${Math.max(pages, 1)} 페이지`,
  pagination: '페이지 이동',
  noResults: '검색 결과가 없습니다.',
  empty: '등록된 게시물이 없습니다.',
  newPostMark: 'N',
  newPost: '새 글',
  print: '인쇄',
  downloadCount: (count: number) => `내려받기 ${formatNumber(count)}회`,
} as const

export const searchTypeOptions: { value: BoardSearchType; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'title', label: '제목' },
  { value: 'content', label: '내용' },
]
