import type { StaticPageContent } from '@/components/content-sections'

/** Titles of the 기업지역센터 pages outside the menu. */
export const corporateCenterTitles = {
  activityDetail: '지역협력 활동 상세',
} as const

export const corporateCenterContent = {
  intro: {
    lead: '기업지역센터는 지역 기업과 대학, 지자체를 잇는 협력 거점으로서 지역의 문제를 함께 해결합니다.',
    sections: [
      {
        heading: '설립 목적',
        paragraphs: ['지역 산업의 경쟁력을 높이고 청년이 지역에 정착할 수 있는 환경을 만들기 위해, 대학의 인적·물적 자원을 지역과 나누는 창구 역할을 합니다.'],
      },
      {
        heading: '주요 기능',
        bullets: [
          '지역 기업 네트워크 운영과 협의체 구성',
          '기업 애로 기술 발굴과 대학 전문가 연계',
          '지역 현안 공동 연구와 정책 제안',
          '기업 탐방과 현장실습 연계',
        ],
      },
      {
        heading: '협력 분야',
        bullets: ['스마트 제조', '바이오·헬스', '친환경 에너지', '디지털 콘텐츠'],
      },
    ],
  },
} as const satisfies Record<string, StaticPageContent>
