import { formatNumber } from '@contract/format-number'

/** Korean strings of the information plaza (정보광장). Board names come from config/menus.ts. */
export const infoPlazaMessages = {
  columns: { number: '번호', category: '분류', title: '제목', author: '작성자', date: '등록일', views: '조회수' },
  listCaption: (board: string) => `${board} 목록`,
  pinned: '공지',
  hasAttachment: '첨부파일 있음',
  views: (count: number) => `조회 ${formatNumber(count)}`,
  allCategories: '전체',
  categoryTabs: 'FAQ 분류',
  categoryFilter: '분류',
  faqQuestion: 'Q',
  faqAnswer: 'A',
  loadMore: '더보기',
  loadingMore: '불러오는 중…',
  feedEnd: '마지막 글입니다.',
  meta: { category: '분류', author: '작성자', date: '등록일', views: '조회수' },
  attachments: '첨부파일',
  previous: '이전글',
  next: '다음글',
  noPrevious: '이전글이 없습니다.',
  noNext: '다음글이 없습니다.',
  adjacentNavigation: '이전글 다음글',
  backToList: '목록',
  programme: {
    status: { upcoming: '모집예정', open: '모집중', closed: '마감', always: '상시모집' },
    period: '신청 기간',
    always: '상시',
    host: '주관',
    apply: '협업 지원 요청하기',
    applyHint: '이 프로그램에 참여하려면 공유협업지원 게시판에 협업 지원을 요청해 주세요.',
    intro:
      '산학협력단이 기업과 함께하는 공동연구, 기술이전, 장비·시설 공유, 인력 교류 프로그램입니다. 참여를 원하시면 각 프로그램의 안내에 따라 협업 지원을 요청해 주세요.',
  },
} as const
