/** Titles of the ESG·평생교육 pages outside the menu. */
export const studentSupportTitles = {
  trainingDetail: 'ESG 소식·자료 상세',
  foundedDetail: '평생교육 소식·자료 상세',
} as const
