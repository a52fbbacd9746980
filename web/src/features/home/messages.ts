/** Korean strings of the home page. */
export const homeMessages = {
  pageHeading: '새솔대학교 산학협력단 포털 홈',
  banner: '주요 소식',
  bannerMore: '자세히 보기',
  slide: (index: number, total: number) => `${total}개 중 ${index}번째 슬라이드`,
  carousel: '슬라이드쇼',
  slideRole: '슬라이드',
  slidePicker: '슬라이드 선택',
  previousSlide: '이전 슬라이드',
  nextSlide: '다음 슬라이드',
  sections: {
    news: { title: '뉴스', description: '산학협력단의 새로운 소식', more: '뉴스 더보기' },
    notice: { title: '공지사항', description: '모집·행사·입찰 안내', more: '공지사항 더보기' },
    collective: { title: '집합교육', description: '현장에서 함께하는 산업교육 과정', more: '집합교육 더보기' },
    online: { title: '온라인교육', description: '언제 어디서나 듣는 온라인 과정', more: '온라인교육 더보기' },
  },
  more: '더보기',
  emptyPosts: '등록된 게시물이 없습니다.',
  emptyCourses: '모집 중인 교육 과정이 없습니다.',
  applyPeriod: '신청기간',
  eduPeriod: '교육기간',
  location: '장소',
} as const
