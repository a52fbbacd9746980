import type { CenterActivity } from '../../cms/payload-types'
import { type ArtSpec, palettes } from '../lib/art'
import type { RichBlock } from '../lib/rich-text'
import type { AttachmentKey } from './attachments'

/** Photos of the centre's activities (960×600): a card image each, and more for the bodies. */
export const activityImages = {
  council: { alt: '지역 기업 협의회 회의 모습을 표현한 연결망 그림', art: { pattern: 'network', palette: palettes.teal, seed: 201 } },
  factoryVisit: { alt: '기업 생산 현장 방문을 표현한 블록 패턴 그림', art: { pattern: 'blocks', palette: palettes.ocean, seed: 202 } },
  forum: { alt: '지역 산업 포럼 발표 장면을 표현한 궤도 그림', art: { pattern: 'orbits', palette: palettes.violet, seed: 203 } },
  workshop: { alt: '기술 교류 워크숍의 소그룹 토의를 표현한 육각형 그림', art: { pattern: 'hexagons', palette: palettes.sunset, seed: 204 } },
  market: { alt: '지역 상생 장터와 주민 참여를 표현한 물결 그림', art: { pattern: 'waves', palette: palettes.forest, seed: 205 } },
  results: { alt: '지역 기업 성장 성과를 표현한 막대그래프 그림', art: { pattern: 'bars', palette: palettes.navy, seed: 206 } },
  livingLab: { alt: '주민과 학생이 함께하는 리빙랩 실험을 표현한 육각형 그림', art: { pattern: 'hexagons', palette: palettes.slate, seed: 207 } },
} satisfies Record<string, { alt: string; art: ArtSpec }>

export type ActivityImageKey = keyof typeof activityImages

export type CenterActivitySeed = {
  title: string
  category: CenterActivity['category']
  daysAgo: number
  hour: number
  image: ActivityImageKey
  body: RichBlock[]
  /** Photos placed after the body, as staff add them in the editor. */
  photos?: ActivityImageKey[]
  attachments?: AttachmentKey[]
}

export const ACTIVITY_AUTHOR = '기업지역센터'

/** 지역협력 활동: what the 기업지역센터 did with local companies over the past months. */
export const centerActivities: CenterActivitySeed[] = [
  {
    title: '2026 하반기 세종·충청 지역기업 협의회 정기회의 개최',
    category: 'network',
    daysAgo: 6,
    hour: 15,
    image: 'council',
    photos: ['workshop'],
    attachments: ['councilMinutes'],
    body: [
      '기업지역센터는 지역 기업 대표와 실무자 42명이 참석한 가운데 하반기 지역기업 협의회 정기회의를 열었습니다.',
      { heading: '주요 논의 내용' },
      { list: ['2027년 공동기술개발 수요 조사 결과 공유', '기업 맞춤형 재직자 교육 과정 개설 요청', '청년 인턴십 연계 확대 방안'] },
      '참석 기업들은 설비 데이터 분석과 탄소 배출 관리 분야의 교육 수요가 크다는 데 의견을 모았으며, 센터는 이를 내년 교육 계획에 반영할 예정입니다.',
      '회의 결과 요약은 첨부파일에서 확인하실 수 있습니다.',
    ],
  },
  {
    title: '자동차 부품 제조기업 3곳 현장 방문, 공정 개선 애로기술 청취',
    category: 'visit',
    daysAgo: 19,
    hour: 11,
    image: 'factoryVisit',
    photos: ['results'],
    body: [
      '센터 코디네이터와 기계공학과 교수진이 오송·오창 일대 자동차 부품 제조기업 3곳을 찾아 생산 현장을 둘러보았습니다.',
      '기업들은 사출 공정의 불량률 관리, 노후 설비의 예지보전, 품질 데이터 수집 자동화를 주요 애로사항으로 꼽았습니다.',
      { heading: '후속 지원' },
      '센터는 청취한 과제 가운데 2건을 기술자문으로, 1건을 공동기술개발 과제 후보로 연계해 다음 달부터 지원을 시작합니다.',
    ],
  },
  {
    title: '제3회 지역산업 혁신 포럼 「지역 제조업의 디지털 전환」 성료',
    category: 'forum',
    daysAgo: 34,
    hour: 14,
    image: 'forum',
    photos: ['council', 'workshop'],
    attachments: ['forumProgramme'],
    body: [
      '지역 기업, 지자체, 연구기관 관계자 130여 명이 참석한 가운데 제3회 지역산업 혁신 포럼이 산학협력관 대강당에서 열렸습니다.',
      ['기조 강연에서는 ', { bold: '중소 제조기업의 단계별 디지털 전환 전략' }, '이 소개되었고, 이어진 사례 발표에서는 지역 기업 두 곳이 스마트공장 도입 경험을 공유했습니다.'],
      '오후 패널 토론에서는 데이터 전문 인력 확보와 대학의 역할을 두고 활발한 논의가 이어졌습니다.',
      '포럼 프로그램과 발표 요약은 첨부파일을 참고해 주세요.',
    ],
  },
  {
    title: '바이오·헬스 분야 기업-교수 기술교류회 개최',
    category: 'network',
    daysAgo: 52,
    hour: 16,
    image: 'workshop',
    body: [
      '바이오·헬스 분야 지역 기업 11곳과 교내 연구실 8곳이 참여한 기술교류회가 열렸습니다.',
      '기업은 현장의 기술 수요를, 연구실은 보유 기술과 장비를 소개했으며, 이후 1:1 매칭 상담이 진행되었습니다.',
      '상담에 참여한 기업 가운데 5곳이 공동연구 협의를 이어 가기로 했습니다.',
    ],
  },
  {
    title: '지역 상생 장터와 함께한 대학-주민 협력 프로그램 운영',
    category: 'project',
    daysAgo: 71,
    hour: 10,
    image: 'market',
    photos: ['market'],
    body: [
      '기업지역센터는 지역 사회적기업과 함께 캠퍼스 광장에서 상생 장터를 열고, 주민 참여형 체험 프로그램을 운영했습니다.',
      { list: ['지역 사회적기업 14곳 판매 부스 운영', '학생 봉사단의 친환경 제품 체험 교실', '주민 대상 디지털 기기 활용 상담'] },
      '장터 수익금 일부는 지역 아동센터의 학습 기자재 구입에 기부되었습니다.',
    ],
  },
  {
    title: '기업지역센터 입주기업 성과 공유회 개최',
    category: 'forum',
    daysAgo: 96,
    hour: 15,
    image: 'results',
    attachments: ['centerGuidebook'],
    body: [
      '센터에 입주한 기업 9곳이 지난 1년간의 성장 성과를 공유하는 자리를 가졌습니다.',
      '입주기업의 매출은 평균 23% 늘었고, 신규 고용은 31명, 특허 출원은 12건으로 집계되었습니다.',
      '센터는 우수 입주기업 2곳에 입주 기간 연장과 장비 이용료 추가 감면 혜택을 드립니다.',
    ],
  },
  {
    title: '지자체·대학 공동 지역 현안 해결 리빙랩 착수',
    category: 'project',
    daysAgo: 128,
    hour: 11,
    image: 'livingLab',
    body: [
      '세종시와 새솔대학교가 함께 지역 현안을 주민과 풀어 가는 리빙랩 사업에 착수했습니다.',
      '올해는 전통시장 물류 효율화와 농산물 가공 기업의 포장 개선을 주제로, 학생 팀과 기업이 6개월간 해결 방안을 실증합니다.',
    ],
  },
]
