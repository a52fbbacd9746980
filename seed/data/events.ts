import type { EventFormat, EventKind, EventQuestionType } from '../../contract/events'
import type { RichBlock } from '../lib/rich-text'

/** A registration of a demo account, as the portal would have left it. */
export type SeedRegistration = { member: 'member1' | 'member2'; affiliation: string; status: 'confirmed' | 'waiting' | 'attended' | 'cancelled' }

export type SeedEvent = {
  title: string
  kind: EventKind
  format: EventFormat
  summary: string
  body: RichBlock[]
  /** Days from the seed's day (negative: past) and the hours in Seoul. */
  day: number
  startHour: number
  endHour: number
  place?: string
  mapUrl?: string
  onlineUrl?: string
  organiser: string
  contact: string
  capacity: number | null
  /** The window, in days from the seed's day. */
  opensIn: number
  closesIn: number
  registrationClosed?: boolean
  questions?: { label: string; type: EventQuestionType; required: boolean; options?: string[] }[]
  registrations: SeedRegistration[]
}

const 산학협력관 = '새솔대학교 산학협력관 대강당(2층)'
const 지도 = 'https://map.kakao.com/?q=%EC%83%88%EC%86%94%EB%8C%80%ED%95%99%EA%B5%90'

export const seedEvents: SeedEvent[] = [
  {
    title: '2026 산학협력 성과 설명회',
    kind: 'briefing',
    format: 'offline',
    summary: '올해 산학협력 성과와 내년도 지원사업 계획을 기업 여러분께 소개합니다.',
    body: [
      '새솔대학교 산학협력단이 한 해 동안의 산학협력 성과와 2027년 지원사업 계획을 소개합니다.',
      { heading: '주요 내용' },
      { list: ['2026 산학협력 주요 성과 보고', '2027 기업 지원사업 안내(기술자문, 공용장비, 산업교육)', '가족회사 우수 사례 발표', '질의응답 및 네트워킹'] },
      '참가 신청 후 발급되는 QR 입장권을 행사 당일 입구에서 보여 주세요.',
    ],
    day: 14,
    startHour: 14,
    endHour: 17,
    place: 산학협력관,
    mapUrl: 지도,
    organiser: '새솔대학교 산학협력단',
    contact: '산학협력단 기업지원팀 031-000-1234',
    capacity: 120,
    opensIn: -7,
    closesIn: 12,
    questions: [
      { label: '참가 동기', type: 'text', required: true },
      { label: '관심 분야', type: 'choice', required: false, options: ['기술자문', '공용장비', '산업교육', '기술이전'] },
      { label: '참석할 세션(복수 선택)', type: 'checkbox', required: false, options: ['성과 보고', '지원사업 안내', '우수 사례 발표', '네트워킹'] },
    ],
    registrations: [{ member: 'member1', affiliation: '새솔테크', status: 'confirmed' }],
  },
  {
    title: '스마트공장 구축 지원사업 설명회',
    kind: 'briefing',
    format: 'offline',
    summary: '소규모 설명회로 진행되어 정원이 적습니다. 정원이 차면 대기 신청을 받습니다.',
    body: ['스마트공장 구축 지원사업의 신청 자격, 지원 규모, 제출 서류를 안내합니다.', '정원이 찬 뒤에는 대기 신청을 받으며, 취소자가 생기면 대기 순서대로 참가가 확정됩니다.'],
    day: 7,
    startHour: 10,
    endHour: 12,
    place: '새솔대학교 산학협력관 301호',
    mapUrl: 지도,
    organiser: '새솔대학교 산학협력단',
    contact: '산학협력단 기업지원팀 031-000-1234',
    capacity: 1,
    opensIn: -5,
    closesIn: 6,
    registrations: [
      { member: 'member2', affiliation: '한빛정밀', status: 'confirmed' },
      { member: 'member1', affiliation: '새솔테크', status: 'waiting' },
    ],
  },
  {
    title: '산학 공동연구 네트워킹 포럼',
    kind: 'forum',
    format: 'hybrid',
    summary: '교수 연구실과 기업이 공동연구 주제를 함께 찾는 포럼입니다. 현장과 온라인으로 함께 진행합니다.',
    body: ['연구실별 보유 기술 소개와 기업의 기술 수요 발표를 듣고, 분야별 테이블에서 공동연구 주제를 논의합니다.', '온라인 참가자는 신청 후 안내되는 링크로 접속합니다.'],
    day: 21,
    startHour: 13,
    endHour: 17,
    place: 산학협력관,
    mapUrl: 지도,
    onlineUrl: 'https://meet.example.com/sansol-forum',
    organiser: '새솔대학교 산학협력단 · 공동연구센터',
    contact: '공동연구센터 031-000-2345',
    capacity: null,
    opensIn: -3,
    closesIn: 20,
    registrations: [],
  },
  {
    title: '2026 하반기 산학연계 채용박람회',
    kind: 'fair',
    format: 'offline',
    summary: '가족회사와 지역 기업 30여 곳이 참여하는 채용박람회입니다. 접수는 다음 주에 시작합니다.',
    body: ['참여 기업 상담 부스, 현장 면접, 이력서 컨설팅을 운영합니다.', '참가 신청은 접수 기간에 포털에서 받습니다.'],
    day: 30,
    startHour: 10,
    endHour: 17,
    place: '새솔대학교 체육관',
    mapUrl: 지도,
    organiser: '새솔대학교 산학협력단 · 대학일자리센터',
    contact: '대학일자리센터 031-000-3456',
    capacity: 300,
    opensIn: 5,
    closesIn: 28,
    registrations: [],
  },
  {
    title: 'ESG 경영 실천 포럼',
    kind: 'forum',
    format: 'offline',
    summary: '중소기업의 ESG 공시 대응 사례를 나누는 포럼입니다. 신청이 많아 접수를 조기 마감했습니다.',
    body: ['ESG 공시 의무화 일정과 중소기업 대응 사례를 공유합니다.'],
    day: 10,
    startHour: 14,
    endHour: 16,
    place: '새솔대학교 산학협력관 세미나실',
    mapUrl: 지도,
    organiser: '새솔대학교 ESG경영지원센터',
    contact: 'ESG경영지원센터 031-000-4567',
    capacity: 60,
    opensIn: -10,
    closesIn: 8,
    registrationClosed: true,
    registrations: [],
  },
  {
    title: 'AI 반도체 기술 세미나',
    kind: 'seminar',
    format: 'offline',
    summary: 'AI 반도체 설계 동향과 대학 보유 기술을 소개한 세미나입니다.',
    body: ['AI 가속기 설계 동향, 저전력 추론 칩, 대학 보유 특허 기술을 소개했습니다.'],
    day: -20,
    startHour: 14,
    endHour: 17,
    place: 산학협력관,
    mapUrl: 지도,
    organiser: '새솔대학교 산학협력단',
    contact: '산학협력단 기술사업화팀 031-000-5678',
    capacity: 80,
    opensIn: -40,
    closesIn: -21,
    registrations: [
      { member: 'member1', affiliation: '새솔테크', status: 'attended' },
      { member: 'member2', affiliation: '한빛정밀', status: 'confirmed' },
    ],
  },
  {
    title: '기술이전 실무 교육',
    kind: 'training',
    format: 'online',
    summary: '기술이전 계약의 절차와 실무를 온라인으로 교육했습니다.',
    body: ['기술이전 계약 유형, 기술료 산정, 계약서 검토 포인트를 다뤘습니다.'],
    day: -45,
    startHour: 10,
    endHour: 12,
    onlineUrl: 'https://meet.example.com/sansol-transfer',
    organiser: '새솔대학교 산학협력단',
    contact: '산학협력단 기술사업화팀 031-000-5678',
    capacity: 50,
    opensIn: -60,
    closesIn: -46,
    registrations: [
      { member: 'member2', affiliation: '한빛정밀', status: 'attended' },
      { member: 'member1', affiliation: '새솔테크', status: 'cancelled' },
    ],
  },
]
