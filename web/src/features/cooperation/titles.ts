/** Titles of the 산학지원 pages outside the menu. */
export const cooperationTitles = {
  sharing: '공유협업 프로그램',
  sharingDetail: '공유협업 프로그램 상세',
} as const
