import type { LifelongPost } from '../../cms/payload-types'
import type { FilePostSeed } from '../lib/board-post-seed'

const LIFELONG_CENTER = '평생교육원'

/** 평생교육 소식·자료: the lifelong-education centre's news, calls for learners and course material. */
export const lifelongPosts: FilePostSeed<LifelongPost['category']>[] = [
  {
    title: '2027학년도 1학기 평생교육 야간·주말 과정 수강생 모집',
    category: 'recruit',
    daysAgo: 3,
    hour: 9,
    author: LIFELONG_CENTER,
    attachments: ['lifelongApplication', 'lifelongGuide'],
    body: [
      '지역 주민과 재직자를 위한 2027학년도 1학기 야간·주말 과정 수강생을 모집합니다.',
      { heading: '모집 과정' },
      { list: ['생성형 AI 업무 활용 (주 1회, 8주)', '품질관리 실무와 데이터 분석 (주 2회, 6주)', 'ESG 경영 실무자 과정 (토요일, 5주)', '비즈니스 영어 회화 (주 2회, 10주)'] },
      '수강 신청서를 작성해 평생교육원에 방문하거나 이메일로 제출해 주세요. 가족회사 재직자는 수강료의 50%를 지원받습니다.',
    ],
  },
  {
    title: '신중년 경력 전환 과정 1기 수료식 개최',
    category: 'news',
    daysAgo: 15,
    hour: 16,
    author: LIFELONG_CENTER,
    body: [
      '퇴직을 앞둔 신중년 28명이 12주간의 경력 전환 과정을 마치고 수료증을 받았습니다.',
      '수료생들은 스마트팜 관리, 사회복지 행정, 공공데이터 활용 분야의 실무 교육을 받았으며, 이 가운데 9명이 지역 기관에 재취업했습니다.',
    ],
  },
  {
    title: '평생교육 수강 신청서 및 수강료 환불 기준',
    category: 'material',
    daysAgo: 29,
    hour: 11,
    author: LIFELONG_CENTER,
    attachments: ['lifelongApplication', 'lifelongRefund'],
    body: [
      '평생교육 과정 수강 신청서 양식과 수강료 환불 기준을 안내합니다.',
      '개강 전 취소는 전액, 과정의 3분의 1이 지나기 전에는 3분의 2, 절반이 지나기 전에는 2분의 1을 환불해 드립니다.',
    ],
  },
  {
    title: '경력 단절 여성 대상 디지털 마케팅 실무 과정 모집',
    category: 'recruit',
    daysAgo: 41,
    hour: 10,
    author: LIFELONG_CENTER,
    body: [
      '재취업을 준비하는 경력 단절 여성을 위한 디지털 마케팅 실무 과정을 개설합니다.',
      { list: ['교육 기간: 8주(주 3회, 오전 10시~오후 1시)', '교육 내용: SNS 콘텐츠 기획, 온라인 광고 운영, 성과 분석', '교육비: 전액 무료(지자체 지원)', '수료 후 지역 기업 채용 연계 상담'] },
    ],
  },
  {
    title: '평생교육원, 지역 주민 만족도 조사 결과 공개',
    category: 'news',
    daysAgo: 66,
    hour: 14,
    author: LIFELONG_CENTER,
    body: [
      '올해 평생교육 과정을 수강한 주민 612명을 대상으로 한 만족도 조사에서 전체 만족도는 5점 만점에 4.6점으로 나타났습니다.',
      '수강생들은 강사의 전문성과 실습 위주의 수업을 높이 평가했으며, 온라인 수업과 주말 과정의 확대를 요청했습니다.',
    ],
  },
  {
    title: '평생교육 과정 운영 안내(2026년 개정)',
    category: 'material',
    daysAgo: 90,
    hour: 15,
    author: LIFELONG_CENTER,
    attachments: ['lifelongGuide'],
    body: ['평생교육 과정의 개설 분야, 수료 기준(출석률 80% 이상), 수강료 지원 제도를 정리한 안내 자료입니다.'],
  },
  {
    title: '학점은행제 연계 과정 신설, 수료 시 학점 인정',
    category: 'news',
    daysAgo: 139,
    hour: 10,
    author: LIFELONG_CENTER,
    body: [
      '평생교육원은 경영학과 사회복지학 분야의 학점은행제 연계 과정을 새로 열었습니다.',
      '과정을 수료하면 과목당 3학점이 인정되어, 학위 취득을 준비하는 성인 학습자의 부담이 줄어들 것으로 기대됩니다.',
    ],
  },
]
