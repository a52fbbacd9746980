import type { ApplicationState } from '../../contract/applications'
import type { AttachmentKey } from './attachments'
import type { RichBlock } from '../lib/rich-text'

/** Window days are offsets from the day the seed runs, so each call stands where its name says. */
export type SeedProjectCall = {
  key: string
  title: string
  host: string
  summary: string
  budget: string
  projectPeriod: string
  eligibility: string
  apply: [number, number]
  body: RichBlock[]
  attachments: AttachmentKey[]
}

export const projectCalls: SeedProjectCall[] = [
  {
    key: 'regional',
    title: '2026년 하반기 지역기업 공동기술개발과제 공모',
    host: '새솔대학교 산학협력단',
    summary: '지역 중소기업이 대학 교원과 함께 제품·공정의 기술 문제를 해결하는 공동기술개발과제를 모집합니다.',
    budget: '과제당 최대 3,000만 원',
    projectPeriod: '협약일로부터 8개월',
    eligibility: '세종·충청권에 본사 또는 사업장을 둔 중소기업\n새솔대학교 전임교원 1인 이상과 공동으로 수행할 것\n기업 부담금(총사업비의 25% 이상, 현금 10% 이상) 확보',
    apply: [-10, 12],
    body: [
      { heading: '사업 목적' },
      '기업 현장의 기술 애로를 대학의 연구 역량으로 해결하고, 그 성과가 제품화와 기술이전으로 이어지도록 지원합니다.',
      { heading: '지원 분야' },
      { list: ['스마트제조와 공정 자동화', '소재·부품 성능 개선', '정보통신·인공지능 응용', '에너지·환경 기술'] },
      { heading: '선정 절차' },
      { list: ['서면 평가', '발표 평가(제안 기업과 참여 교원 공동 발표)', '최종 선정과 협약 체결'], ordered: true },
      '제안서 양식과 세부 기준은 첨부한 시행 안내를 참고해 주십시오.',
    ],
    attachments: ['jointRndGuide'],
  },
  {
    key: 'carbon',
    title: '탄소중립 공정 개선 공동연구 과제 공모',
    host: '새솔대학교 산학협력단 · 세종특별자치시',
    summary: '제조 공정의 에너지 사용과 탄소 배출을 줄이는 기술을 기업과 대학이 함께 개발할 과제를 찾습니다.',
    budget: '과제당 최대 5,000만 원(시 지원금 포함)',
    projectPeriod: '2027년 1월 ~ 2027년 10월',
    eligibility: '세종시 소재 제조기업\n최근 3년 에너지 사용량 자료를 제출할 수 있는 기업',
    apply: [-3, 25],
    body: [
      { heading: '지원 내용' },
      { list: ['공정 에너지 진단과 개선 기술 공동 개발', '탄소 배출량 산정 체계 구축', '개선 효과 실증과 인증 준비 지원'] },
      '선정 기업에는 공동장비 이용료 50% 감면이 함께 제공됩니다.',
    ],
    attachments: [],
  },
  {
    key: 'prototype',
    title: '2027년 상반기 시제품 제작 지원 과제 사전 공고',
    host: '새솔대학교 산학협력단',
    summary: '아이디어를 시제품으로 만들어 성능을 검증하는 단기 과제의 사전 공고입니다. 접수는 공고된 기간에 시작합니다.',
    budget: '과제당 최대 1,500만 원',
    projectPeriod: '협약일로부터 5개월',
    eligibility: '창업 7년 이내 기업 또는 예비 창업자',
    apply: [14, 40],
    body: ['세부 내용은 접수 시작 전에 보완해 다시 안내합니다.', { heading: '예정 일정' }, { list: ['접수', '서면 평가', '선정 발표'], ordered: true }],
    attachments: [],
  },
  {
    key: 'ai',
    title: '2026년 상반기 AI 융합 공동기술개발과제 공모',
    host: '새솔대학교 산학협력단',
    summary: '인공지능을 제품과 공정에 적용하는 공동기술개발과제 공모입니다. 접수가 끝나 심사 결과를 안내했습니다.',
    budget: '과제당 최대 4,000만 원',
    projectPeriod: '협약일로부터 10개월',
    eligibility: '중소·중견기업\n데이터 수집 환경을 갖춘 기업 우대',
    apply: [-120, -90],
    body: ['이 공고는 접수가 마감되었습니다. 선정 결과는 개별 통지하였습니다.'],
    attachments: [],
  },
]

export type SeedProposal = {
  member: 'member1' | 'member2'
  call: string
  company: string
  title: string
  summary: string
  /** The proposal document's title and lines (ASCII: the demo PDF writer has no Korean font). */
  document: { filename: string; lines: string[] }
  moves: { state: ApplicationState; daysAgo: number; hour: number; reason?: string }[]
}

/** One proposal in each place a company finds its own: under review, asked to revise, selected. */
export const proposals: SeedProposal[] = [
  {
    member: 'member2',
    call: 'regional',
    company: '(주)한빛정밀',
    title: '사출 금형 냉각 조건 최적화를 위한 AI 공정 조건 추천 시스템 개발',
    summary:
      '사출 성형품의 휨 불량을 줄이기 위해 금형 온도·냉각 시간 데이터를 수집하고, 새솔대학교 기계공학과와 함께 최적 공정 조건을 추천하는 모델을 개발합니다. 8개월 동안 데이터 수집 체계 구축, 모델 개발, 현장 실증을 차례로 수행합니다.',
    document: { filename: 'hanbit-proposal.pdf', lines: ['Project: AI-based process condition recommender', 'Partner: Dept. of Mechanical Engineering', 'Duration: 8 months'] },
    moves: [
      { state: 'received', daysAgo: 6, hour: 10 },
      { state: 'review', daysAgo: 4, hour: 15 },
    ],
  },
  {
    member: 'member1',
    call: 'regional',
    company: '(주)새솔메이커스',
    title: '저가형 환경 센서 키트의 측정 정확도 개선',
    summary: '동아리가 개발한 미세먼지·온습도 센서 키트의 측정 오차를 줄이기 위한 보정 알고리즘과 하우징 구조를 공동으로 개발하려 합니다.',
    document: { filename: 'makers-proposal.pdf', lines: ['Project: low-cost environment sensor kit', 'Goal: calibration algorithm and housing'] },
    moves: [
      { state: 'received', daysAgo: 5, hour: 11 },
      { state: 'revision', daysAgo: 2, hour: 14, reason: '기업 부담금 확보 계획과 참여 교원 정보를 제안서에 보완해 주세요.' },
    ],
  },
  {
    member: 'member2',
    call: 'ai',
    company: '(주)한빛정밀',
    title: '스마트 센서 기반 설비 예지보전 플랫폼 공동 개발',
    summary: '사출기와 금형 온도조절기에 진동·온도 센서를 달아 고장을 미리 알리는 예지보전 플랫폼을 대학 연구진과 함께 개발합니다.',
    document: { filename: 'hanbit-ai-proposal.pdf', lines: ['Project: predictive maintenance platform', 'Sensors: vibration, temperature'] },
    moves: [
      { state: 'received', daysAgo: 100, hour: 9 },
      { state: 'review', daysAgo: 88, hour: 10 },
      { state: 'approved', daysAgo: 75, hour: 16, reason: '최종 선정되었습니다. 협약 일정은 담당자가 따로 안내드립니다.' },
    ],
  },
]
