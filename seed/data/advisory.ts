import type { AdvisoryField, ApplicationState } from '../../contract/applications'

export type SeedExpert = {
  name: string
  field: AdvisoryField
  department: string
  position: string
  expertise: string
  career: string
}

/** The advisory pool of the demo university, two or more per field. */
export const advisoryExperts: SeedExpert[] = [
  {
    name: '정우성',
    field: 'mechanical',
    department: '기계공학과',
    position: '교수',
    expertise: '금형 설계, 사출 성형, 구조 해석',
    career: '자동차 부품 금형 설계 자문 40여 건\n(전) 한국기계연구원 선임연구원',
  },
  {
    name: '한소희',
    field: 'mechanical',
    department: '신소재공학과',
    position: '부교수',
    expertise: '금속 소재 열처리, 파손 분석, 표면 처리',
    career: '소재 파손 원인 분석 및 개선 자문\n산업통상자원부 소재부품 기술개발 과제 평가위원',
  },
  {
    name: '오태민',
    field: 'electronics',
    department: '전자공학과',
    position: '교수',
    expertise: '전력전자, 모터 제어, 임베디드 하드웨어',
    career: '전기차 충전기 전력변환 회로 공동개발\n전력전자학회 이사',
  },
  {
    name: '윤가영',
    field: 'electronics',
    department: '전기공학과',
    position: '조교수',
    expertise: '센서 회로, 신호 처리, 계측 시스템',
    career: '스마트팩토리 센서 계측 시스템 구축 자문',
  },
  {
    name: '서지훈',
    field: 'ict',
    department: '컴퓨터공학과',
    position: '교수',
    expertise: '인공지능, 영상 인식, 데이터 분석',
    career: '제조 불량 검사 AI 도입 자문 20여 건\n중소벤처기업부 스마트공장 멘토',
  },
  {
    name: '강민서',
    field: 'ict',
    department: '소프트웨어학과',
    position: '부교수',
    expertise: '웹·모바일 서비스, 클라우드, 정보보호',
    career: '공공기관 정보시스템 보안 점검 자문',
  },
  {
    name: '배현우',
    field: 'bio',
    department: '화학공학과',
    position: '교수',
    expertise: '공정 최적화, 고분자 합성, 촉매',
    career: '정밀화학 공정 수율 개선 자문\n(전) 대기업 중앙연구소 책임연구원',
  },
  {
    name: '임수아',
    field: 'bio',
    department: '생명공학과',
    position: '부교수',
    expertise: '식품 기능성 평가, 발효, 미생물 분석',
    career: '식품 기업 기능성 원료 개발 공동연구',
  },
  {
    name: '노준호',
    field: 'energy',
    department: '환경공학과',
    position: '교수',
    expertise: '폐수 처리, 대기 오염 저감, 탄소중립 진단',
    career: '중소기업 탄소배출 진단 및 감축 로드맵 자문',
  },
  {
    name: '조하은',
    field: 'energy',
    department: '에너지공학과',
    position: '조교수',
    expertise: '이차전지, 태양광 모듈, 에너지 효율',
    career: '배터리 팩 열관리 설계 자문',
  },
  {
    name: '문도윤',
    field: 'business',
    department: '경영학과',
    position: '교수',
    expertise: '기술사업화, 마케팅 전략, 해외 진출',
    career: '기술이전 기업 사업화 전략 자문 30여 건',
  },
  {
    name: '신예은',
    field: 'business',
    department: '산업디자인학과',
    position: '부교수',
    expertise: '제품 디자인, 사용자 경험(UX), 브랜드',
    career: '중소기업 제품 디자인 개선 지원사업 수행',
  },
]

type SeedMove = { state: ApplicationState; daysAgo: number; hour: number; reason?: string }

export type SeedAdvisoryRequest = {
  member: 'member1' | 'member2'
  company: string
  contactName: string
  phone: string
  email: string
  field: AdvisoryField
  title: string
  description: string
  /** Index in advisoryExperts, when the company named one. */
  expert?: number
  /** Filed (접수) first, then each staff move in order. */
  moves: SeedMove[]
}

/** Requests of the demo members in different states, so my-page, the timeline and the staff inbox have something to show. */
export const advisoryRequests: SeedAdvisoryRequest[] = [
  {
    member: 'member2',
    company: '(주)한빛정밀',
    contactName: '최예린',
    phone: '010-4567-8901',
    email: 'member2@example.com',
    field: 'mechanical',
    title: '사출 성형품 변형(휨) 원인 분석 및 금형 개선 자문',
    description:
      '당사에서 생산하는 PC 재질 하우징 부품에서 성형 후 0.3mm 이상의 휨이 발생하고 있습니다. 냉각 조건과 게이트 위치를 바꿔 보았으나 개선되지 않아, 금형 설계 관점에서 원인 분석과 개선 방향에 대한 자문을 요청드립니다.',
    expert: 0,
    moves: [
      { state: 'received', daysAgo: 12, hour: 10 },
      { state: 'review', daysAgo: 11, hour: 14 },
      { state: 'approved', daysAgo: 9, hour: 11, reason: '정우성 교수님과 12월 첫째 주 현장 방문 자문을 진행합니다.' },
    ],
  },
  {
    member: 'member2',
    company: '(주)한빛정밀',
    contactName: '최예린',
    phone: '010-4567-8901',
    email: 'member2@example.com',
    field: 'ict',
    title: '외관 불량 검사 공정의 AI 비전 검사 도입 타당성 자문',
    description:
      '육안 검사에 의존하는 외관 검사 공정에 AI 비전 검사를 도입하려고 합니다. 불량 유형은 스크래치, 찍힘, 이물 등 5종이며 하루 생산량은 약 8,000개입니다. 필요한 데이터 양과 장비 구성, 예상 정확도에 대한 자문을 받고 싶습니다.',
    expert: 4,
    moves: [
      { state: 'received', daysAgo: 3, hour: 15 },
      { state: 'review', daysAgo: 2, hour: 10 },
      { state: 'revision', daysAgo: 2, hour: 16, reason: '불량 유형별 샘플 이미지와 현재 검사 기준서를 첨부해 주시면 자문위원 배정에 도움이 됩니다.' },
    ],
  },
  {
    member: 'member1',
    company: '(주)새솔메이커스',
    contactName: '김민준',
    phone: '010-3456-7890',
    email: 'member1@example.com',
    field: 'energy',
    title: '휴대용 태양광 충전기 시제품의 배터리 발열 개선 자문',
    description:
      '창업동아리에서 개발 중인 휴대용 태양광 충전기 시제품이 고온 환경에서 배터리 온도가 55도 이상으로 올라갑니다. 셀 배치와 방열 구조 개선 방향에 대해 자문을 요청드립니다.',
    moves: [{ state: 'received', daysAgo: 1, hour: 11 }],
  },
]
