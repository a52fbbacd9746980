import type { StaticPageContent } from '@/components/content-sections'

/** Titles of the 산학지원 pages outside the menu (their features arrive with later releases). */
export const cooperationTitles = {
  advice: '기술자문 신청',
  sharing: '공유협업 프로그램',
  sharingDetail: '공유협업 프로그램 상세',
  application: '신청서 작성',
  applyComplete: '신청 완료',
} as const

/** Static introductions of the 산학지원 programmes. */
export const cooperationContent = {
  edu: {
    lead: '산업 현장이 필요로 하는 기술과 지식을 재직자와 구직자에게 전하는 맞춤형 산업교육을 운영합니다.',
    sections: [
      {
        heading: '교육 개요',
        paragraphs: [
          '산업교육은 대학의 교수진과 실습 인프라를 활용하여 지역 기업의 재직자 역량을 높이고, 구직자에게는 취업에 필요한 실무 능력을 길러 주는 과정입니다.',
        ],
      },
      {
        heading: '교육 방식',
        bullets: [
          '집합교육: 캠퍼스 실습실과 강의실에서 진행하는 현장형 교육',
          '온라인교육: 언제 어디서나 수강할 수 있는 동영상·실시간 교육',
          '기업 맞춤 교육: 기업의 요청에 따라 내용과 일정을 설계하는 위탁 교육',
        ],
      },
      {
        heading: '주요 분야',
        bullets: ['스마트제조와 공정 자동화', '데이터 분석과 인공지능 활용', '품질·안전 관리', 'ESG 경영과 탄소중립 실무'],
      },
      {
        heading: '신청 안내',
        paragraphs: [
          '과정별 모집 일정은 홈 화면의 집합교육·온라인교육 목록과 공지사항에서 확인하실 수 있습니다. 온라인 수강 신청은 회원 서비스와 함께 제공될 예정입니다.',
        ],
      },
    ],
  },
  equipment: {
    lead: '대학이 보유한 연구·분석 장비를 기업과 연구자가 함께 쓸 수 있도록 공동장비를 운영합니다.',
    sections: [
      {
        heading: '운영 목적',
        paragraphs: ['고가의 연구장비를 개별 기업이 갖추기 어려운 현실을 고려하여, 대학의 장비를 개방하고 전문 인력의 분석·시험 지원을 함께 제공합니다.'],
      },
      {
        heading: '이용 대상',
        bullets: ['지역 중소·중견기업', '교내외 연구자와 대학원생', '창업 기업과 예비 창업자'],
      },
      {
        heading: '이용 절차',
        bullets: ['장비 검색과 예약 가능 시간 확인', '이용 신청서 제출', '담당자 확인 및 승인', '장비 이용 또는 분석 의뢰', '이용료 정산'],
      },
      {
        heading: '장비 예약',
        paragraphs: [
          '장비 예약 화면에서 예약 가능한 날짜와 시간을 확인하고 바로 신청할 수 있습니다. 안전교육이 필요한 장비는 담당자의 이수 확인을 받은 뒤 예약할 수 있습니다.',
        ],
      },
    ],
  },
  tech: {
    lead: '기업이 현장에서 부딪히는 기술 문제를 대학의 전문가와 함께 풀어 가는 기술자문을 지원합니다.',
    sections: [
      {
        heading: '지원 내용',
        bullets: ['제품·공정 개선을 위한 기술 진단', '연구개발 기획과 정부 과제 준비 자문', '특허·기술이전 관련 상담', '시험·인증 대응 자문'],
      },
      {
        heading: '진행 방법',
        paragraphs: [
          '기업이 자문 주제를 신청하면 분야별 전문가 풀에서 적합한 교수와 연구진을 연결해 드립니다. 자문은 방문, 화상, 서면 방식 가운데 기업이 원하는 방식으로 진행합니다.',
        ],
      },
      {
        heading: '자문 결과 활용',
        paragraphs: ['자문 결과는 공동기술개발과제나 산업교육으로 이어질 수 있도록 후속 지원을 함께 안내합니다.'],
      },
    ],
  },
  assignment: {
    lead: '기업과 대학이 함께 기획하고 수행하는 공동기술개발과제로 기술 사업화를 앞당깁니다.',
    sections: [
      {
        heading: '과제 유형',
        bullets: ['기업 수요 기반 공동연구', '정부·지자체 연계 기술개발 과제', '시제품 제작과 성능 검증 과제'],
      },
      {
        heading: '지원 내용',
        bullets: ['과제 기획과 연구진 구성 지원', '공동장비와 연구 공간 제공', '협약·정산 등 행정 지원', '성과 확산과 기술이전 연계'],
      },
      {
        heading: '참여 방법',
        paragraphs: ['과제 공모는 공지사항을 통해 안내하며, 상시 상담을 통해 기업의 과제 아이디어를 함께 구체화합니다.'],
      },
    ],
  },
} as const satisfies Record<string, StaticPageContent>
