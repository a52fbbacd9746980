import type { StaticPageContent } from '@/components/content-sections'

/** Titles of the ESG·평생교육 pages outside the menu. */
export const studentSupportTitles = {
  trainingDetail: 'ESG 소식·자료 상세',
  foundedDetail: '평생교육 소식·자료 상세',
  jobTraining: '직무능력 향상 교육',
  shopTraining: '실습 중심 교육',
  spotTraining: '현장 맞춤형 교육',
} as const

/** Static introductions of the ESG and lifelong education programmes. */
export const studentSupportContent = {
  future: {
    lead: '환경·사회·지배구조(ESG)의 가치를 교육과 연구, 지역 협력에 담아 지속가능한 미래를 준비합니다.',
    sections: [
      {
        heading: 'ESG 추진 방향',
        bullets: [
          '환경: 탄소중립 캠퍼스와 친환경 기술 연구 확산',
          '사회: 지역 기업·주민과 함께하는 상생 프로그램 운영',
          '지배구조: 투명하고 책임 있는 산학협력 운영 체계',
        ],
      },
      {
        heading: '주요 프로그램',
        bullets: ['중소기업 ESG 경영 진단과 컨설팅', '재직자 대상 ESG 실무 교육', '학생 참여형 지역 문제 해결 프로젝트'],
      },
      {
        heading: '함께하는 방법',
        paragraphs: ['ESG 관련 교육과 행사 소식은 ESG 소식·자료 게시판과 공지사항에서 안내해 드립니다.'],
      },
    ],
  },
  job: {
    lead: '누구나 배우고 다시 도전할 수 있도록, 직무 중심의 평생교육과 직업훈련을 운영합니다.',
    sections: [
      {
        heading: '교육 대상',
        bullets: ['지역 주민과 재직자', '경력 전환을 준비하는 성인 학습자', '신중년과 경력 단절 여성'],
      },
      {
        heading: '과정 구성',
        bullets: [
          '직무능력 향상 교육: 재직자의 업무 역량을 높이는 단기 과정',
          '실습 중심 교육: 실습실과 장비를 활용하는 기술 습득 과정',
          '현장 맞춤형 교육: 기업 현장에서 바로 쓰는 실무 과정',
        ],
      },
      {
        heading: '수료와 연계',
        paragraphs: ['과정을 마친 학습자에게는 수료증을 드리며, 취업 상담과 창업 지원 프로그램으로 연계해 드립니다.'],
      },
    ],
  },
} as const satisfies Record<string, StaticPageContent>
