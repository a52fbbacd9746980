/** Titles of the 기업지역센터 pages outside the menu. */
export const corporateCenterTitles = {
  activityDetail: '지역협력 활동 상세',
} as const
