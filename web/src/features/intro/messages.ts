import { site } from '@contract/site'

/** The static text of the 산학협력단 소개 pages (greeting, vision, organisation chart). */
export const greeting = {
  headline: `지역과 함께 성장하는 산학협력, ${site.organizationName}이 함께하겠습니다.`,
  paragraphs: [
    `안녕하십니까. ${site.organizationName} 홈페이지를 찾아 주신 여러분께 진심으로 감사드립니다.`,
    `${site.organizationName}은 대학이 가진 교육·연구 역량을 기업과 지역사회에 나누고, 현장의 요구를 다시 교육과 연구로 이어 주는 가교 역할을 하고 있습니다. 산업교육, 공동장비 운영, 기술자문, 공동기술개발과제, 공유협업 지원 등 기업이 실제로 필요로 하는 지원을 한곳에서 받으실 수 있도록 체계를 갖추어 왔습니다.`,
    '최근 산업 환경은 디지털 전환과 탄소중립, ESG 경영이라는 큰 흐름 속에서 빠르게 변하고 있습니다. 저희는 이러한 변화에 발맞추어 재직자 역량 강화 교육과 평생교육을 넓히고, 기업지역센터를 중심으로 지역 기업과의 협력 네트워크를 더욱 촘촘하게 만들어 가겠습니다.',
    '학생에게는 현장을 경험하는 배움의 기회를, 기업에게는 함께 문제를 풀어 가는 든든한 동반자를, 지역사회에는 지속가능한 성장의 동력을 드리는 산학협력단이 되도록 최선을 다하겠습니다. 앞으로도 많은 관심과 참여를 부탁드립니다.',
  ],
  signature: `${site.organizationName}장`,
  signatureName: '한 지 훈',
  thanks: '감사합니다.',
} as const

export const vision = {
  statement: '산학이 함께 여는 지속가능한 지역 혁신',
  statementCaption: '비전',
  missionCaption: '미션',
  mission: '대학의 지식과 인프라를 기업·지역과 나누어 함께 성장하는 산학협력 생태계를 만든다.',
  goalsCaption: '전략 목표',
  goals: [
    {
      title: '현장 중심 인재 양성',
      tasks: ['재직자·구직자 맞춤형 산업교육 확대', '현장실습·캡스톤 디자인 연계 강화', '온라인 교육과정 상시 운영'],
    },
    {
      title: '개방형 연구 인프라',
      tasks: ['공동장비 온라인 예약 및 활용 지원', '장비 전문 인력의 분석·시험 지원', '기업 수요 기반 장비 구축'],
    },
    {
      title: '기술 사업화 촉진',
      tasks: ['기술자문 전문가 풀 운영', '공동기술개발과제 발굴과 수행 지원', '기술이전·창업 연계 프로그램'],
    },
    {
      title: '지역 상생과 ESG',
      tasks: ['기업지역센터 중심 협력 네트워크', 'ESG 경영 교육과 컨설팅', '평생교육을 통한 지역 주민 역량 강화'],
    },
  ],
  valuesCaption: '핵심 가치',
  values: [
    { title: '개방', description: '대학의 자원을 누구나 쓸 수 있도록 엽니다.' },
    { title: '협력', description: '기업·지역·대학이 같은 목표를 향해 움직입니다.' },
    { title: '신뢰', description: '약속한 지원을 끝까지 책임 있게 수행합니다.' },
  ],
} as const

export const orgChart = {
  head: { title: `${site.organizationName}장`, duty: '산학협력 업무 총괄' },
  deputy: { title: '부단장', duty: '산학협력 정책 수립 및 부서 간 조정' },
  committee: { title: '산학협력위원회', duty: '주요 사업 심의·자문' },
  units: [
    { title: '산학협력팀', duties: ['산업교육 운영', '기술자문 접수·연계', '공유협업 지원'] },
    { title: '연구지원팀', duties: ['연구과제 협약·정산', '공동기술개발과제 관리', '연구윤리 지원'] },
    { title: '공동장비센터', duties: ['공동장비 운영·예약', '분석·시험 지원', '장비 교육'] },
    { title: 'ESG·평생교육센터', duties: ['ESG 교육·확산', '평생교육 과정 운영', '직무 훈련'] },
    { title: '기업지역센터', duties: ['지역 기업 협력', '지역 현안 공동 해결', '기업 성장 지원'] },
    { title: '기술사업화센터', duties: ['기술이전', '지식재산 관리', '창업 연계'] },
  ],
  contact: `대표전화 ${site.phone} · 팩스 ${site.fax}`,
} as const
