/** Titles and text of the utility pages (/load, /test, /test2, /search, /terms). */
export const systemMessages = {
  loadTitle: '페이지 이동 중',
  loadBody: '잠시만 기다려 주세요. 요청하신 화면으로 이동하고 있습니다.',
  testTitle: '화면 점검',
  test2Title: '화면 점검 2',
  testBody: '개발과 운영 점검에 쓰는 화면입니다. 서비스 이용과는 관계가 없습니다.',
  searchTitle: '통합검색',
  termsTitle: '약관 및 정책',
} as const
