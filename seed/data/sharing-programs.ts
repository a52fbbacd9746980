import type { SharingProgram } from '../../cms/payload-types'
import type { RichBlock } from '../lib/rich-text'
import type { NewsImageKey } from './news'

export type SharingProgramSeed = {
  title: string
  category: SharingProgram['category']
  image: NewsImageKey
  summary: string
  host: string
  /** Days from today of the application window; absent ends are 상시. */
  recruit?: [number | null, number | null]
  daysAgo: number
  hour: number
  body: RichBlock[]
}

export const SHARING_AUTHOR = '산학협력단 기업협력팀'

/** 공유협업 프로그램: what the 산학협력단 offers companies to take part in, some open, some closed. */
export const sharingPrograms: SharingProgramSeed[] = [
  {
    title: '2026 하반기 기업 맞춤형 공동연구 매칭 프로그램',
    category: 'research',
    image: 'agreement',
    summary: '기업의 기술 과제와 교내 연구실을 1:1로 연결하고, 6개월간 공동연구비 최대 2천만 원을 지원합니다.',
    host: '산학협력단 기업협력팀',
    recruit: [-7, 21],
    daysAgo: 7,
    hour: 10,
    body: [
      { heading: '프로그램 개요' },
      '기업이 제시한 기술 과제를 교내 전문 연구실과 연결하여 6개월간 공동연구를 수행합니다.',
      { heading: '지원 내용' },
      { list: ['과제당 공동연구비 최대 2,000만 원', '연구실 장비 우선 사용', '성과물 특허 출원 비용 50% 지원'] },
      { heading: '신청 방법' },
      '공유협업지원 게시판에 유형 "공동연구"로 협업 지원을 요청해 주세요. 담당자가 과제 내용을 확인한 뒤 연락드립니다.',
    ],
  },
  {
    title: '공동실험실습관 장비 공동활용 기업 회원 모집',
    category: 'equipment',
    image: 'equipment',
    summary: '주사전자현미경, 3D 프린터 등 40여 종의 장비를 협약 기업 요금으로 이용할 수 있습니다.',
    host: '공동실험실습관',
    recruit: [null, null],
    daysAgo: 30,
    hour: 14,
    body: [
      '협약 기업은 공동실험실습관 장비를 교내 요금 수준으로 이용하고, 장비 교육을 무료로 받을 수 있습니다.',
      { heading: '대상' },
      '세종·충청 지역 중소·중견기업 및 예비창업자',
      { heading: '혜택' },
      { list: ['장비 이용료 최대 40% 할인', '연 2회 장비 활용 교육 무료 참여', '분석 결과 해석 컨설팅'] },
    ],
  },
  {
    title: '대학 보유 특허 기술이전 설명회 참가 기업 모집',
    category: 'transfer',
    image: 'growth',
    summary: '소재·에너지·바이오 분야 대학 보유 특허 30건을 소개하고 기술이전 상담을 진행합니다.',
    host: '기술사업화센터',
    recruit: [3, 24],
    daysAgo: 2,
    hour: 11,
    body: [
      '대학이 보유한 특허 기술을 기업에 소개하고, 관심 기술에 대해 발명자와 직접 상담할 수 있는 설명회입니다.',
      { heading: '일정' },
      '참가 신청 기간이 끝난 뒤 신청 기업에 개별 상담 일정을 안내합니다.',
    ],
  },
  {
    title: '현장 맞춤형 연구인력 교류(기업 파견) 프로그램',
    category: 'people',
    image: 'community',
    summary: '대학원생 연구인력이 기업에 3개월간 파견되어 현장 과제를 함께 수행합니다.',
    host: '산학협력단 인재양성팀',
    recruit: [-20, 10],
    daysAgo: 20,
    hour: 9,
    body: ['기업 현장의 연구개발 과제에 대학원생 연구인력이 참여하여 기업은 인력을, 학생은 현장 경험을 얻습니다.'],
  },
  {
    title: '스마트팩토리 실증 테스트베드 공동 활용 기업 모집',
    category: 'equipment',
    image: 'smartFactory',
    summary: '교내 스마트팩토리 테스트베드에서 공정 자동화 솔루션을 실증할 기업을 모집합니다.',
    host: '스마트제조혁신센터',
    recruit: [-60, -15],
    daysAgo: 60,
    hour: 15,
    body: ['테스트베드에서 자사 솔루션을 실증하고 성능 검증 보고서를 받을 수 있습니다. 이번 모집은 마감되었습니다.'],
  },
  {
    title: 'ESG 경영 전환 공동 컨설팅 참여 기업 모집',
    category: 'research',
    image: 'esg',
    summary: '탄소중립·ESG 공시 대응을 위해 교수 자문단과 함께 기업별 전환 계획을 수립합니다.',
    host: 'ESG지원센터',
    recruit: [-3, 40],
    daysAgo: 3,
    hour: 16,
    body: ['교수 자문단이 기업의 ESG 현황을 진단하고, 3개월간 전환 계획 수립을 함께합니다.'],
  },
]
