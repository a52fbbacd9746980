/** Korean text of the 관심 기업 panel on a technology's admin screen. */
export const interestMessages = {
  title: '관심 기업',
  intro: '이 기술을 본 회원의 기업, 기술상담을 신청한 기업, 기업 정보와 신청 이력이 이 기술과 맞는 기업입니다. 연락처는 직원에게만 보입니다.',
  loading: '불러오는 중입니다…',
  failed: '관심 기업을 불러오지 못했습니다. 화면을 새로 고쳐 주세요.',
  none: '아직 이 기술을 보거나 신청한 기업이 없고, 맞는 기업도 없습니다.',
  columns: { company: '기업', contact: '담당자 · 연락처', views: '조회', request: '기술상담', match: '매칭' },
  views: (count: number, last: string) => `${count}회 (최근 ${last})`,
  noViews: '-',
  noRequest: '-',
  score: (score: number) => `${score}점`,
  personal: '(소속 기업 없음)',
} as const
