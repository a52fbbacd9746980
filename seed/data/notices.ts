import type { Notice } from '../../cms/payload-types'
import { blocksText, type RichBlock } from '../lib/rich-text'
import type { AttachmentKey } from './attachments'

/**
 * Notices of the information plaza. `daysAgo` places each one on its own Korean calendar day within
 * the last ten months of the moment the seed runs (newest first below). Every body opens with a
 * full sentence: list excerpts and content search read the beginning of the body.
 */
export type NoticeSeed = {
  title: string
  category: Notice['category']
  daysAgo: number
  hour: number
  author: string
  body: RichBlock[]
  pinned?: boolean
  draft?: boolean
  attachments?: AttachmentKey[]
}

const 행정팀 = '산학협력단 행정팀'
const 산학협력팀 = '산학협력단 산학협력팀'
const 장비센터 = '공동실험실습관'
const 기업센터 = '기업지역센터'
const 현장실습 = '현장실습지원센터'
const 연구지원 = '산학협력단 연구지원팀'
const ESG센터 = 'ESG·평생교육센터'

/** A draft title always starts with this marker; drafts never appear on the portal. */
export const DRAFT_TITLE_PREFIX = '[임시저장]'

export const notices: NoticeSeed[] = [
  {
    title: '산학협력단 통합 상담창구 운영 시간 변경 안내',
    category: 'general',
    daysAgo: 1,
    hour: 16,
    author: 행정팀,
    body: [
      '산학협력단 통합 상담창구의 운영 시간이 다음 주 월요일부터 아래와 같이 변경됩니다.',
      { list: ['평일: 09:00 ~ 18:00 (점심시간 12:00 ~ 13:00 제외)', '매주 수요일: 20:00까지 야간 상담 운영(사전 예약제)', '토요일·공휴일: 휴무'] },
      '야간 상담은 재직 중인 기업 관계자를 위해 마련되었으며, 포털 회원이면 누구나 전화(044-860-1000)로 예약할 수 있습니다.',
      '상담창구 위치(산학협력관 3층 301호)는 변동이 없습니다. 이용에 참고하시기 바랍니다.',
    ],
  },
  {
    title: '주사전자현미경(SEM) 공용장비 활용 교육 참가자 모집',
    category: 'recruit',
    daysAgo: 6,
    hour: 10,
    author: 장비센터,
    attachments: ['semTrainingPoster', 'semTrainingForm'],
    body: [
      '공동실험실습관에서 주사전자현미경(SEM)을 직접 운용하려는 연구자를 위한 활용 교육 참가자를 모집합니다.',
      { heading: '교육 개요' },
      {
        list: [
          '교육 대상: 재학생, 대학원생, 교직원 및 가족회사 연구원',
          '교육 내용: 시료 전처리, 진공 및 빔 조건 설정, 이미지 획득과 EDS 성분 분석',
          '교육 장소: 공동실험실습관 105호 전자현미경실',
          '모집 인원: 회차별 8명(선착순)',
        ],
      },
      [{ bold: '교육을 수료하면 ' }, '해당 장비를 담당자 입회 없이 직접 예약·사용할 수 있는 자격이 부여됩니다.'],
      '첨부한 참가 신청서를 작성하여 이메일로 제출해 주십시오. 교육비는 무료입니다.',
    ],
  },
  {
    title: '기업 기술자문 전문가 풀(Pool) 참여 교수 모집',
    category: 'recruit',
    daysAgo: 11,
    hour: 14,
    author: 산학협력팀,
    body: [
      '지역 중소기업의 기술 애로를 해결할 기술자문 전문가 풀(Pool)에 참여할 교수님을 모집합니다.',
      '선정된 교수님께는 기업의 자문 요청이 분야별로 배정되며, 자문 1건당 소정의 자문료가 지급됩니다.',
      { list: ['모집 분야: 기계·금속, 전기·전자, 화학·소재, 정보통신, 경영·마케팅', '활동 기간: 위촉일로부터 1년', '신청 방법: 포털 기술자문 메뉴에서 전문가 등록'] },
      '자문 실적은 교원 업적 평가의 산학협력 실적으로 인정됩니다.',
    ],
  },
  {
    title: '가족회사 네트워킹 데이 개최 안내',
    category: 'event',
    daysAgo: 15,
    hour: 11,
    author: 산학협력팀,
    attachments: ['networkingPoster'],
    body: [
      '새솔대학교 가족회사와 교수, 학생이 한자리에 모이는 가족회사 네트워킹 데이를 개최합니다.',
      { heading: '주요 프로그램' },
      { list: ['우수 산학협력 사례 발표', '분야별 기술 교류 테이블', '기업 채용 상담 부스', '공동실험실습관 장비 투어'] },
      '참가를 원하는 기업은 행사 일주일 전까지 산학협력팀에 전화나 이메일로 참가를 신청해 주시기 바랍니다. 참가비는 없습니다.',
    ],
  },
  {
    title: '개인정보 처리방침 개정 사전 안내',
    category: 'general',
    daysAgo: 20,
    hour: 9,
    pinned: true,
    author: 행정팀,
    body: [
      '산학협력단 포털의 개인정보 처리방침이 관계 법령 개정에 따라 일부 변경될 예정임을 안내드립니다.',
      { list: ['개인정보 보유 기간 항목별 명시', '개인정보 처리 위탁 업체 현행화', '정보주체 권리 행사 방법 보완'] },
      '개정된 방침은 공지일로부터 7일 후 시행되며, 변경 전후 비교표는 포털 하단의 개인정보처리방침에서 확인할 수 있습니다.',
    ],
  },
  {
    title: '산학협력 선도대학 성과 공유회 개최',
    category: 'event',
    daysAgo: 24,
    hour: 15,
    author: 산학협력팀,
    body: [
      '올해 산학협력 선도대학 육성사업의 성과를 지역사회와 나누는 성과 공유회를 개최합니다.',
      '공동기술개발 우수 과제 시상, 현장실습 우수 학생 사례 발표, 기업지역센터 입주기업 제품 전시가 함께 진행됩니다.',
      '행사 장소는 새솔대학교 대학본부 대회의실이며, 사전 등록자에게는 성과집을 드립니다.',
    ],
  },
  {
    title: '공용장비 이용료 감면 제도 시행 안내',
    category: 'general',
    daysAgo: 30,
    hour: 13,
    author: 장비센터,
    body: [
      '공동실험실습관의 공용장비를 더 많은 기업이 이용할 수 있도록 이용료 감면 제도를 시행합니다.',
      { list: ['가족회사 일반 등급: 10% 감면', '가족회사 우수 등급: 30% 감면', '가족회사 선도 등급: 50% 감면'] },
      '감면은 가족회사 구성원이 포털에서 장비를 예약할 때 자동으로 적용되며, 예약 화면에서 감면 전후 금액을 확인할 수 있습니다. 가족회사 가입은 마이페이지의 기업 정보에서 신청할 수 있습니다.',
    ],
  },
  {
    title: '연구장비 유지보수 용역 입찰 공고',
    category: 'bid',
    daysAgo: 35,
    hour: 10,
    author: 행정팀,
    attachments: ['maintenanceBid', 'bidForms'],
    body: [
      '공동실험실습관 연구장비의 예방 정비를 위한 유지보수 용역 업체를 아래와 같이 선정하고자 합니다.',
      { list: ['용역명: 공동실험실습관 연구장비 유지보수 용역', '계약 기간: 계약일로부터 12개월', '입찰 방법: 제한경쟁입찰(전자입찰)', '현장 설명회: 공고 후 5일째 14시, 공동실험실습관 105호'] },
      '입찰 참가 자격, 제출 서류 등 세부 사항은 첨부한 공고문을 확인하시기 바랍니다.',
    ],
  },
  {
    title: '중소·중견기업 연계 현장실습 참여 학생 모집',
    category: 'recruit',
    daysAgo: 40,
    hour: 11,
    author: 현장실습,
    body: [
      '전공 역량을 현장에서 쌓을 수 있도록 지역 중소·중견기업과 연계한 현장실습에 참여할 학생을 모집합니다.',
      { list: ['모집 대상: 3~4학년 재학생', '실습 기간: 학기제 16주 또는 단기 8주', '실습 지원비: 기업별 월 최저임금 이상', '학점 인정: 학기제 최대 15학점'] },
      '실습 기관 목록과 직무 소개는 현장실습지원센터 누리집과 자료실의 현장실습 운영 안내서를 참고하시기 바랍니다.',
    ],
  },
  {
    title: '산학협력단 포털 이용 안내 및 회원 구분별 서비스',
    category: 'general',
    daysAgo: 45,
    hour: 9,
    pinned: true,
    author: 행정팀,
    attachments: ['portalGuide'],
    body: [
      '새솔대학교 산학협력단 포털은 학생, 교직원, 기업, 일반 회원에게 각각 필요한 서비스를 제공합니다.',
      { heading: '회원 구분별 주요 서비스' },
      {
        list: [
          '학생 회원: 현장실습 신청, 교육과정 수강 신청, 채용 정보 확인',
          '교직원 회원: 기술자문 전문가 등록, 공동기술개발 과제 참여',
          '기업 회원: 기술자문 신청, 공용장비 예약, 기업지역센터 입주 상담',
          '일반 회원: 평생교육 과정 신청, 행사 참가 신청',
        ],
      },
      '자세한 이용 방법은 첨부한 포털 이용 안내서를 확인해 주시고, 궁금한 점은 FAQ 게시판을 먼저 살펴보시기 바랍니다.',
    ],
  },
  {
    title: 'ESG 실천 아이디어 공모전 개최',
    category: 'event',
    daysAgo: 50,
    hour: 14,
    author: ESG센터,
    attachments: ['esgContestGuide', 'privacyConsent'],
    body: [
      '캠퍼스와 지역사회에서 실천할 수 있는 환경·사회·지배구조(ESG) 아이디어를 공모합니다.',
      { list: ['참가 자격: 새솔대학교 재학생(개인 또는 4인 이내 팀)', '공모 분야: 탄소 감축, 지역 상생, 투명한 운영', '시상: 대상 1팀, 최우수 2팀, 장려 5팀'] },
      '우수 아이디어는 다음 학기 ESG 실천 프로젝트로 실제 추진되며, 참여 학생에게는 비교과 포인트가 부여됩니다.',
    ],
  },
  {
    title: '평생교육 야간 과정 수강생 모집',
    category: 'recruit',
    daysAgo: 56,
    hour: 10,
    author: ESG센터,
    body: [
      '직장인과 지역 주민을 위한 평생교육 야간 과정의 수강생을 모집합니다.',
      { list: ['디지털 문서 실무와 생성형 AI 활용', '품질경영 실무', 'ESG 경영 입문', '비즈니스 영어 회화'] },
      '모든 과정은 주 2회 저녁 7시에 진행되며, 출석률 80% 이상인 수강생에게 수료증을 발급합니다. 가족회사 재직자는 수강료의 50%를 지원받을 수 있습니다.',
    ],
  },
  {
    title: '기업지역센터 입주기업 모집 공고',
    category: 'recruit',
    daysAgo: 63,
    hour: 15,
    author: 기업센터,
    attachments: ['centerTenantGuide', 'centerTenantForm', 'privacyConsent'],
    body: [
      '새솔대학교 기업지역센터에 입주하여 대학과 함께 성장할 기술 기반 기업을 모집합니다.',
      { heading: '입주 혜택' },
      { list: ['사무실·실험실 임대료 시세 대비 50% 수준', '공용장비 이용료 30% 감면', '교수 기술자문 및 공동기술개발 과제 우선 연계', '투자 유치 설명회(IR) 참가 지원'] },
      '입주 신청서와 사업계획서를 제출하면 서류 심사와 발표 심사를 거쳐 입주기업을 선정합니다.',
    ],
  },
  {
    title: '산학협력단 홈페이지 시스템 정기 점검 안내',
    category: 'general',
    daysAgo: 70,
    hour: 17,
    author: 행정팀,
    body: [
      '안정적인 서비스 제공을 위해 산학협력단 포털 시스템 정기 점검을 실시합니다.',
      '점검 시간(토요일 02:00 ~ 06:00) 동안에는 로그인, 장비 예약, 교육 신청 등 모든 서비스가 일시 중단됩니다.',
      '점검 시간은 작업 상황에 따라 단축되거나 연장될 수 있습니다. 이용에 불편을 드려 죄송합니다.',
    ],
  },
  {
    title: '기술이전 설명회(테크페어) 참가 기업 모집',
    category: 'event',
    daysAgo: 77,
    hour: 13,
    author: 연구지원,
    body: [
      '새솔대학교가 보유한 특허 기술을 기업에 소개하는 기술이전 설명회(테크페어)에 참가할 기업을 모집합니다.',
      { list: ['소개 기술: 스마트 제조, 이차전지 소재, 식품 가공, 헬스케어 분야 특허 24건', '진행 방식: 발명자 발표 후 1:1 상담', '참가 대상: 기술 도입을 검토하는 중소·중견기업'] },
      '상담 후 기술이전을 희망하는 기업에는 기술 가치 평가와 사업화 자금 연계를 지원합니다.',
    ],
  },
  {
    title: '산학협력관 회의실 리모델링 공사 입찰 공고',
    category: 'bid',
    daysAgo: 84,
    hour: 10,
    author: 행정팀,
    attachments: ['remodelBid', 'bidForms'],
    body: [
      '산학협력관 3층 회의실 2개소의 리모델링 공사를 수행할 업체를 선정하기 위해 입찰을 공고합니다.',
      { list: ['공사 내용: 내부 마감, 조명, 영상·음향 설비 및 통신 배선', '공사 기간: 착공일로부터 45일', '참가 자격: 실내건축공사업 등록 업체'] },
      '입찰은 국가종합전자조달시스템을 통한 전자입찰로 진행하며, 세부 내용은 첨부한 공고문을 확인하시기 바랍니다.',
    ],
  },
  {
    title: '연구실 안전교육 이수 기한 안내',
    category: 'general',
    daysAgo: 92,
    hour: 11,
    author: 연구지원,
    body: [
      '연구실 안전환경 조성에 관한 법률에 따라 모든 연구활동종사자는 정기 안전교육을 이수해야 합니다.',
      '이번 반기 교육 이수 기한은 공지일로부터 30일이며, 미이수자는 연구실 출입과 공용장비 예약이 제한됩니다.',
      '온라인 교육은 포털의 온라인교육 메뉴에서 수강할 수 있습니다.',
    ],
  },
  {
    title: '산학협력단 계약직 직원(연구행정) 채용 공고',
    category: 'recruit',
    daysAgo: 99,
    hour: 9,
    author: 행정팀,
    attachments: ['staffJobPosting', 'staffJobForm', 'privacyConsent'],
    body: [
      '새솔대학교 산학협력단에서 연구비 관리와 산학협력 사업을 함께할 계약직 직원을 채용합니다.',
      { list: ['채용 분야: 연구비 관리 1명, 산학협력 사업 운영 1명', '근무 형태: 계약직(2년), 주 5일 전일제', '전형 절차: 서류 전형 → 면접 전형 → 최종 합격'] },
      '대학 연구행정 경력자와 회계 관련 자격증 소지자는 우대합니다. 지원서는 이메일로만 접수합니다.',
    ],
  },
  {
    title: '학생 창업동아리 지원사업 참가팀 모집',
    category: 'recruit',
    daysAgo: 107,
    hour: 14,
    author: ESG센터,
    body: [
      '창업에 도전하는 학생 동아리를 위해 시제품 제작비와 멘토링을 지원하는 창업동아리 지원사업을 운영합니다.',
      { list: ['지원 규모: 10팀 내외, 팀당 최대 300만 원', '지원 내용: 시제품 제작비, 창업 멘토링, 기업지역센터 공간 이용', '신청 자격: 재학생 3인 이상으로 구성된 팀'] },
      '선정된 팀은 학기 말 성과 발표회에 참가해야 합니다.',
    ],
  },
  {
    title: '지역 중소기업 애로기술 상담회 개최',
    category: 'event',
    daysAgo: 115,
    hour: 10,
    author: 산학협력팀,
    body: [
      '지역 중소기업이 겪는 생산·품질·인증 관련 애로기술을 교수 전문가와 함께 상담하는 자리를 마련했습니다.',
      '상담은 분야별 교수와 1:1로 30분씩 진행되며, 필요한 경우 현장 방문 자문과 공동기술개발 과제로 이어집니다.',
      '상담을 희망하는 기업은 포털 기술자문 메뉴에서 상담 주제를 미리 등록해 주십시오.',
    ],
  },
  {
    title: '공동기술개발 과제 상시 접수 안내',
    category: 'recruit',
    daysAgo: 120,
    hour: 9,
    pinned: true,
    author: 산학협력팀,
    attachments: ['jointRndGuide', 'jointRndForm'],
    body: [
      '기업과 새솔대학교 교수가 함께 현장 문제를 해결하는 공동기술개발 과제를 연중 상시 접수합니다.',
      { heading: '지원 내용' },
      { list: ['과제당 최대 3,000만 원, 6~10개월', '참여 교수의 연구 인력과 공용장비 우선 지원', '개발 결과물의 특허 출원 및 기술이전 연계'] },
      { heading: '신청 방법' },
      '첨부한 신청서를 작성하여 포털의 공동기술개발 메뉴에서 제출하면, 분기별 심사를 거쳐 지원 과제를 선정합니다.',
    ],
  },
  {
    title: '공동기술개발 과제 협약 체결 및 사업비 집행 안내',
    category: 'general',
    daysAgo: 126,
    hour: 15,
    author: 연구지원,
    body: [
      '상반기 공동기술개발 과제로 선정된 기업과 연구책임자께 협약 체결 및 사업비 집행 절차를 안내드립니다.',
      { list: ['협약 체결: 선정 통보 후 2주 이내', '기업부담금 입금: 협약 체결 후 1개월 이내', '사업비 집행: 연구비 관리 시스템에서 비목별 집행'] },
      '집행 가능한 비목과 증빙 서류는 자료실의 연구비 관리 매뉴얼을 참고하시기 바랍니다.',
    ],
  },
  {
    title: '3D프린팅 시제품 제작 지원 신청 안내',
    category: 'recruit',
    daysAgo: 134,
    hour: 11,
    author: 장비센터,
    body: [
      '아이디어를 빠르게 검증할 수 있도록 금속·수지 3D 프린터를 활용한 시제품 제작을 지원합니다.',
      '학생 창업팀과 가족회사를 우선 지원하며, 재료비의 70%를 산학협력단이 부담합니다.',
      '3D 모델링 파일(STL)과 제작 목적을 첨부하여 신청하면 담당 연구원이 출력 가능 여부를 검토해 드립니다.',
    ],
  },
  {
    title: '산학협력 우수 사례 공모 결과 발표',
    category: 'general',
    daysAgo: 143,
    hour: 16,
    author: 산학협력팀,
    body: [
      '산학협력 우수 사례 공모에 참여해 주신 모든 분께 감사드리며, 심사 결과를 다음과 같이 발표합니다.',
      { list: ['대상: 스마트팩토리 설비 예지보전 공동개발(기계공학과 × (주)한빛정밀)', '최우수: 지역 농산물 가공 공정 개선 기술자문', '우수: 현장실습 연계 채용 모델 구축 외 2건'] },
      '시상식은 산학협력 선도대학 성과 공유회에서 진행됩니다.',
    ],
  },
  {
    title: '학술정보 데이터베이스 구독 용역 입찰 공고',
    category: 'bid',
    daysAgo: 151,
    hour: 10,
    author: 행정팀,
    body: [
      '연구 지원을 위한 해외 학술정보 데이터베이스 구독 용역을 아래와 같이 입찰에 부칩니다.',
      { list: ['용역 범위: 공학·자연과학 분야 전자저널 및 특허 데이터베이스', '계약 기간: 1년', '입찰 방법: 협상에 의한 계약'] },
      '제안서 평가 기준과 제출 서류는 국가종합전자조달시스템의 공고문을 확인하시기 바랍니다.',
    ],
  },
  {
    title: '캡스톤디자인 기업 과제 수요 조사',
    category: 'recruit',
    daysAgo: 160,
    hour: 14,
    author: 산학협력팀,
    attachments: ['capstoneSurvey'],
    body: [
      '학생들이 한 학기 동안 기업의 실제 문제를 해결하는 캡스톤디자인 과목의 기업 과제를 모집합니다.',
      '과제를 제안한 기업에는 학생 팀의 결과물과 지식재산 우선 협의권이 주어지며, 우수 학생 채용으로 이어진 사례도 많습니다.',
      '첨부한 과제 제안서를 작성하여 이메일로 보내 주시면 담당 교수와 연결해 드립니다.',
    ],
  },
  {
    title: '산업체 재직자 직무교육 과정 개설 안내',
    category: 'general',
    daysAgo: 171,
    hour: 13,
    author: ESG센터,
    body: [
      '지역 산업체 재직자의 직무 역량을 높이기 위한 맞춤형 직무교육 과정을 새로 개설했습니다.',
      { list: ['스마트팩토리 데이터 활용', '품질 관리와 통계적 공정 관리(SPC)', '산업안전보건 실무'] },
      '교육은 집합교육과 온라인교육을 병행하며, 고용보험 환급 과정으로 운영됩니다.',
    ],
  },
  {
    title: '연구비 정산 시스템 사용자 교육 실시',
    category: 'event',
    daysAgo: 183,
    hour: 15,
    author: 연구지원,
    body: [
      '연구비 정산 시스템 개편에 따라 연구책임자와 연구 보조원을 대상으로 사용자 교육을 실시합니다.',
      '교육에서는 전자 증빙 등록, 비목 변경 신청, 정산 보고서 작성 방법을 실습 위주로 다룹니다.',
      '교육 자료와 녹화 영상은 교육이 끝난 뒤 자료실에 게시할 예정입니다.',
    ],
  },
  {
    title: '기업 맞춤형 채용박람회 참가 기업 모집',
    category: 'event',
    daysAgo: 197,
    hour: 10,
    author: 현장실습,
    attachments: ['jobFairGuide'],
    body: [
      '졸업 예정자와 기업을 직접 연결하는 기업 맞춤형 채용박람회에 참가할 기업을 모집합니다.',
      { list: ['모집 규모: 40개 기업(부스 1개씩 제공)', '주요 프로그램: 현장 면접, 기업 설명회, 이력서 상담', '참가비: 가족회사 무료'] },
      '참가 신청 기업은 채용 직무와 인원을 미리 알려 주시면 학과별로 안내하여 지원자를 연결해 드립니다.',
    ],
  },
  {
    title: '교원 특허 출원 비용 지원 신청 안내',
    category: 'general',
    daysAgo: 212,
    hour: 11,
    author: 연구지원,
    body: [
      '교원의 우수 연구 성과를 지식재산으로 보호하기 위해 국내외 특허 출원 비용을 지원합니다.',
      '직무발명 신고서를 제출하면 발명 심의위원회의 평가를 거쳐 출원 여부와 지원 범위를 결정합니다.',
      '해외 출원은 기술이전 가능성이 높은 발명을 우선 지원합니다.',
    ],
  },
  {
    title: '탄소중립 캠퍼스 실천 주간 행사 안내',
    category: 'event',
    daysAgo: 228,
    hour: 14,
    author: ESG센터,
    body: [
      '탄소중립 캠퍼스 실천 주간을 맞아 학생과 교직원이 함께하는 다양한 행사를 진행합니다.',
      { list: ['다회용기 사용 캠페인', '캠퍼스 에너지 절약 아이디어 전시', '자전거 출퇴근 챌린지'] },
      '행사 참여 인증 사진을 올린 분께는 추첨을 통해 친환경 기념품을 드립니다.',
    ],
  },
  {
    title: '연구실 폐시약 수거·처리 용역 입찰 공고',
    category: 'bid',
    daysAgo: 246,
    hour: 10,
    author: 행정팀,
    body: [
      '교내 연구실에서 발생하는 폐시약의 수거와 처리를 맡을 전문 업체를 선정하기 위해 입찰을 공고합니다.',
      '지정폐기물 수집·운반업 및 처리업 허가를 보유한 업체만 참가할 수 있습니다.',
      '입찰 참가 신청과 제출 서류 등 자세한 사항은 행정팀으로 문의하시기 바랍니다.',
    ],
  },
  {
    title: '산학협력단 조직 개편 및 업무 분장 안내',
    category: 'general',
    daysAgo: 268,
    hour: 9,
    author: 행정팀,
    body: [
      '산학협력 기능을 강화하기 위해 산학협력단 조직이 개편되어 업무 분장을 다음과 같이 안내합니다.',
      { list: ['행정팀: 예산·회계, 계약·입찰, 포털 운영', '산학협력팀: 가족회사, 기술자문, 공동기술개발', '연구지원팀: 연구비 관리, 지식재산, 연구윤리', 'ESG·평생교육센터: ESG 교육, 평생교육, 창업 지원'] },
      '부서별 연락처는 포털의 조직 및 연락처 페이지에서 확인할 수 있습니다.',
    ],
  },
  {
    title: '산학협력단 포털 시범 운영 개시',
    category: 'general',
    daysAgo: 295,
    hour: 10,
    author: 행정팀,
    body: [
      '새솔대학교 산학협력단 포털이 시범 운영을 시작합니다. 많은 이용과 의견 부탁드립니다.',
      '시범 운영 기간에는 공지사항, 뉴스, 자료실, FAQ 등 정보광장 서비스부터 제공하며, 장비 예약과 온라인 신청 서비스는 순차적으로 열 예정입니다.',
      '이용 중 불편한 점이나 개선 의견은 행정팀으로 알려 주시기 바랍니다.',
    ],
  },
  {
    title: `${DRAFT_TITLE_PREFIX} 공동기술개발 과제 중간 점검 일정 안내(작성 중)`,
    category: 'general',
    daysAgo: 0,
    hour: 9,
    draft: true,
    author: 산학협력팀,
    body: ['공동기술개발 과제 중간 점검 일정을 정리하는 중입니다. 일정이 확정되면 게시합니다.'],
  },
  {
    title: `${DRAFT_TITLE_PREFIX} 기업지역센터 입주기업 간담회 개최(검토 중)`,
    category: 'event',
    daysAgo: 2,
    hour: 11,
    draft: true,
    author: 기업센터,
    body: ['입주기업 간담회의 장소와 시간은 센터장 검토 후 확정할 예정입니다.'],
  },
]

const published = notices.filter((notice) => !notice.draft)
const byNewest = [...published].sort((a, b) => a.daysAgo - b.daysAgo)
const searchNotice = notices.find((notice) => notice.title.startsWith('주사전자현미경'))!
const attachmentNotice = notices.find((notice) => notice.title === '기업지역센터 입주기업 모집 공고')!
const SEARCH_KEYWORD = '주사전자현미경'

/**
 * What tests may rely on without repeating the seeded strings. All values derive from the data
 * above, so they stay right when the notices change.
 */
export const seedFacts = {
  /** Notices a guest sees (the drafts are excluded). */
  publishedNoticeCount: published.length,
  draftNoticeCount: notices.length - published.length,
  draftTitlePrefix: DRAFT_TITLE_PREFIX,
  draftNoticeTitles: notices.filter((notice) => notice.draft).map((notice) => notice.title),
  pinnedNoticeTitles: published.filter((notice) => notice.pinned).map((notice) => notice.title),
  /** The newest published notice that is not pinned: first after the pinned ones in the list. */
  newestNoticeTitle: byNewest.find((notice) => !notice.pinned)!.title,
  /** The oldest published notice: last in the list. */
  oldestNoticeTitle: byNewest[byNewest.length - 1]!.title,
  /** A word found in exactly the notices counted below (title or body), among published notices. */
  searchKeyword: SEARCH_KEYWORD,
  searchNoticeTitle: searchNotice.title,
  searchMatchCount: published.filter((notice) => `${notice.title}\n${blocksText(notice.body)}`.includes(SEARCH_KEYWORD)).length,
  /** A notice with several attachments, and how many. */
  attachmentNoticeTitle: attachmentNotice.title,
  attachmentNoticeFileCount: attachmentNotice.attachments!.length,
  noticesWithAttachmentsCount: published.filter((notice) => notice.attachments?.length).length,
} as const
