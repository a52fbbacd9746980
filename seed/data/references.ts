import type { Reference } from '../../cms/payload-types'
import type { RichBlock } from '../lib/rich-text'
import type { AttachmentKey } from './attachments'

/** Reference room: forms, guides, reports and regulations, each with one to three files. */
export type ReferenceSeed = {
  title: string
  category: Reference['category']
  daysAgo: number
  hour: number
  author: string
  body: RichBlock[]
  attachments: [AttachmentKey, ...AttachmentKey[]]
}

export const references: ReferenceSeed[] = [
  {
    title: '공용장비 운영 규정 및 이용료 기준표',
    category: 'regulation',
    daysAgo: 4,
    hour: 10,
    author: '공동실험실습관',
    attachments: ['equipmentRules', 'equipmentFeeTable'],
    body: [
      '공동실험실습관 공용장비의 운영 규정과 최신 이용료 기준표입니다.',
      '이용료 감면 대상과 감면율은 운영 규정 제4조와 이용료 기준표 하단의 안내를 함께 확인해 주세요.',
    ],
  },
  {
    title: '공용장비 온라인 예약 이용 매뉴얼',
    category: 'guide',
    daysAgo: 13,
    hour: 14,
    author: '공동실험실습관',
    attachments: ['equipmentReservationManual'],
    body: ['포털에서 공용장비를 검색하고 예약·취소하는 방법을 화면 순서대로 정리한 매뉴얼입니다.'],
  },
  {
    title: '기술자문 신청서 및 결과 보고서 양식',
    category: 'form',
    daysAgo: 21,
    hour: 11,
    author: '산학협력단 산학협력팀',
    attachments: ['techAdviceForm', 'techAdviceReport', 'privacyConsent'],
    body: [
      '기업이 기술자문을 신청할 때 쓰는 신청서와, 자문 위원이 자문 후 작성하는 결과 보고서 양식입니다.',
      { list: ['기업: 기술자문 신청서, 개인정보 수집·이용 동의서', '자문 위원: 기술자문 결과 보고서'] },
    ],
  },
  {
    title: '공동기술개발 지원사업 안내 및 신청서',
    category: 'guide',
    daysAgo: 28,
    hour: 9,
    author: '산학협력단 산학협력팀',
    attachments: ['jointRndGuide', 'jointRndForm'],
    body: ['공동기술개발 지원사업의 지원 대상, 지원 규모, 심사 절차와 과제 신청서 양식을 함께 올립니다.'],
  },
  {
    title: '연구비 관리 매뉴얼',
    category: 'guide',
    daysAgo: 39,
    hour: 15,
    author: '산학협력단 연구지원팀',
    attachments: ['researchFundManual', 'expenseForm'],
    body: [
      '연구비 비목별 집행 기준과 증빙 서류, 정산 절차를 정리한 매뉴얼입니다.',
      '지출 결의서 양식도 함께 내려받을 수 있습니다.',
    ],
  },
  {
    title: '직무발명 및 지식재산 관리 규정',
    category: 'regulation',
    daysAgo: 55,
    hour: 10,
    author: '산학협력단 연구지원팀',
    attachments: ['ipRules', 'inventionForm'],
    body: ['교원과 학생의 직무발명 신고, 권리 승계, 기술료 배분 기준을 정한 규정과 직무발명 신고서 양식입니다.'],
  },
  {
    title: '산학협력 연차 성과 보고서',
    category: 'report',
    daysAgo: 64,
    hour: 13,
    author: '산학협력단 행정팀',
    attachments: ['annualReport'],
    body: [
      '지난 1년간의 가족회사 협력, 공동기술개발, 기술이전, 현장실습, 공용장비 이용 실적을 정리한 연차 성과 보고서입니다.',
    ],
  },
  {
    title: 'ESG 추진 성과 보고서',
    category: 'report',
    daysAgo: 79,
    hour: 11,
    author: 'ESG·평생교육센터',
    attachments: ['esgReport'],
    body: ['캠퍼스 탄소 감축, 지역사회 공헌, 투명한 운영 등 새솔대학교의 ESG 추진 성과를 담은 보고서입니다.'],
  },
  {
    title: '현장실습 운영 안내서 및 협약 서식',
    category: 'guide',
    daysAgo: 88,
    hour: 14,
    author: '현장실습지원센터',
    attachments: ['fieldPracticeGuide', 'fieldPracticeForms'],
    body: [
      '현장실습 유형별 운영 기준, 학점 인정, 실습 지원비 기준과 함께 실습 협약서·실습일지 양식을 제공합니다.',
    ],
  },
  {
    title: '가족회사 가입 신청서',
    category: 'form',
    daysAgo: 101,
    hour: 10,
    author: '산학협력단 산학협력팀',
    attachments: ['familyCompanyForm', 'privacyConsent'],
    body: ['새솔대학교 가족회사 가입을 원하는 기업은 신청서와 개인정보 수집·이용 동의서를 작성해 제출해 주세요.'],
  },
  {
    title: '평생교육 과정 운영 안내',
    category: 'guide',
    daysAgo: 118,
    hour: 16,
    author: 'ESG·평생교육센터',
    attachments: ['lifelongGuide'],
    body: ['평생교육 과정의 개설 분야, 수강 신청 방법, 수료 기준과 수강료 지원 제도를 안내합니다.'],
  },
  {
    title: '연구윤리 규정',
    category: 'regulation',
    daysAgo: 137,
    hour: 10,
    author: '산학협력단 연구지원팀',
    attachments: ['researchEthicsRules'],
    body: ['연구부정행위의 범위, 연구윤리위원회의 조사 절차, 제보자 보호에 관한 사항을 정한 규정입니다.'],
  },
  {
    title: '연구실 안전관리 매뉴얼',
    category: 'guide',
    daysAgo: 155,
    hour: 11,
    author: '산학협력단 연구지원팀',
    attachments: ['labSafetyManual'],
    body: ['연구실 작업 전 점검 사항, 화학물질 관리, 폐시약 처리, 비상 상황 대응 요령을 담은 매뉴얼입니다.'],
  },
  {
    title: '기업지역센터 이용 안내서 및 입주 신청 서식',
    category: 'form',
    daysAgo: 176,
    hour: 15,
    author: '기업지역센터',
    attachments: ['centerGuidebook', 'centerTenantForm', 'privacyConsent'],
    body: ['기업지역센터 시설 이용 규칙과 입주 신청서, 사업계획서 양식입니다. 입주를 검토하는 기업은 이용 안내서를 먼저 읽어 주세요.'],
  },
  {
    title: '기술이전 절차 안내',
    category: 'guide',
    daysAgo: 205,
    hour: 10,
    author: '산학협력단 연구지원팀',
    attachments: ['techTransferGuide'],
    body: ['대학 보유 기술을 이전받으려는 기업을 위해 기술 상담부터 계약, 사업화 지원까지의 절차를 정리했습니다.'],
  },
  {
    title: '산학협력단 포털 이용 안내서',
    category: 'guide',
    daysAgo: 260,
    hour: 9,
    author: '산학협력단 행정팀',
    attachments: ['portalGuide'],
    body: ['회원 가입부터 회원 구분별 서비스 이용 방법까지 포털 사용법을 한 문서로 정리했습니다.'],
  },
]
