/** Titles of the ESG·평생교육 pages outside the menu. */
export const studentSupportTitles = {
  trainingDetail: 'ESG 소식·자료 상세',
  foundedDetail: '평생교육 소식·자료 상세',
  jobTraining: '직무능력 향상 교육',
  shopTraining: '실습 중심 교육',
  spotTraining: '현장 맞춤형 교육',
} as const
