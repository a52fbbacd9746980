import type { MemberBoardKey } from '../../contract/member-boards'
import type { RichBlock } from '../lib/rich-text'
import { seedUsernames } from './accounts'

/** The 유형 staff keep per member board, in their order. */
export const postTypes: Record<MemberBoardKey, string[]> = {
  qna: ['교육 문의', '장비 문의', '기술자문 문의', '회원·계정', '기타'],
  collabo: ['공동연구', '기술이전', '장비·시설 활용', '인력 교류', '기타'],
}

export type SeedMemberPost = {
  board: MemberBoardKey
  type: string
  author: string
  title: string
  body: RichBlock[]
  secret?: boolean
  pinned?: boolean
  daysAgo: number
  hour: number
  /** Written by staff after the post, `answerDaysLater` days on. */
  answer?: RichBlock[]
  contact?: { company: string; contactName: string; phone: string; email: string }
  comments?: { author: string; body: string; replies?: { author: string; body: string }[] }[]
}

export const memberPosts: SeedMemberPost[] = [
  {
    board: 'qna',
    type: '기타',
    author: seedUsernames.staff,
    pinned: true,
    title: 'Q&A 게시판 이용 안내',
    body: [
      '산학협력단 Q&A 게시판은 로그인한 회원 누구나 이용할 수 있습니다.',
      { list: ['문의 유형을 골라 주시면 담당 부서에서 더 빨리 답변드립니다.', '개인 정보가 담긴 문의는 비밀글로 남겨 주세요.', '답변이 등록되면 가입하신 이메일로 알려 드립니다.'] },
      '평일 기준 3일 이내 답변을 목표로 하고 있습니다.',
    ],
    daysAgo: 40,
    hour: 9,
  },
  {
    board: 'qna',
    type: '교육 문의',
    author: seedUsernames.member1,
    title: '재직자 AI 실무 과정 수료 기준이 궁금합니다',
    body: ['12월에 열리는 재직자 AI 실무 과정을 신청하려고 합니다.', '출석률 몇 % 이상이어야 수료증이 발급되는지, 온라인 수강분도 출석으로 인정되는지 알고 싶습니다.'],
    daysAgo: 9,
    hour: 10,
    answer: ['안녕하세요, 산학협력단 교육운영팀입니다.', '수료 기준은 전체 교육시간의 80% 이상 출석이며, 온라인 실시간 수업도 접속 기록으로 출석이 인정됩니다.', '감사합니다.'],
    comments: [{ author: seedUsernames.member1, body: '빠른 답변 감사합니다. 바로 신청하겠습니다.' }],
  },
  {
    board: 'qna',
    type: '장비 문의',
    author: seedUsernames.member2,
    title: '주사전자현미경(SEM) 시료 준비 관련 문의',
    body: ['다음 주 SEM 예약을 했는데, 비전도성 시료는 코팅을 직접 해 와야 하는지 궁금합니다.', '코팅 장비도 함께 예약해야 하는지도 알려 주세요.'],
    daysAgo: 6,
    hour: 14,
    answer: ['공동기기원 담당자입니다.', '비전도성 시료는 이용 당일 백금 코팅을 지원해 드립니다. 별도 예약 없이 이용 시간 30분 전에 오시면 됩니다.'],
  },
  {
    board: 'qna',
    type: '회원·계정',
    author: seedUsernames.member1,
    secret: true,
    title: '소속 기관 변경 후 회원 구분 수정 요청',
    body: ['이번 달부터 소속이 (주)새솔바이오로 바뀌었습니다.', '회원 구분을 기업 회원으로 바꿔 주실 수 있을까요? 재직증명서가 필요하면 보내 드리겠습니다.'],
    daysAgo: 3,
    hour: 11,
  },
  {
    board: 'qna',
    type: '기술자문 문의',
    author: seedUsernames.member2,
    title: '기술자문 신청 후 전문가 배정까지 얼마나 걸리나요?',
    body: ['배터리 열관리 관련 기술자문을 신청하려고 합니다.', '신청 후 전문가가 배정되기까지 보통 며칠이 걸리는지 궁금합니다.'],
    daysAgo: 2,
    hour: 16,
    comments: [
      {
        author: seedUsernames.member1,
        body: '저는 지난달 신청했을 때 일주일 정도 걸렸어요.',
        replies: [{ author: seedUsernames.member2, body: '경험 공유 감사합니다!' }],
      },
    ],
  },
  {
    board: 'qna',
    type: '기타',
    author: seedUsernames.member2,
    secret: true,
    title: '세금계산서 발행 정보 변경 문의',
    body: ['장비 이용료 세금계산서의 사업자 정보를 변경하고 싶습니다. 담당자 연락처를 알려 주세요.'],
    daysAgo: 1,
    hour: 13,
  },
  {
    board: 'collabo',
    type: '공동연구',
    author: seedUsernames.member2,
    title: '바이오 소재 분석을 위한 공동연구 파트너를 찾습니다',
    body: [
      '식물 유래 생분해성 소재를 개발하는 중소기업입니다.',
      '소재의 열적 특성과 분해 거동을 함께 분석할 연구실과 공동연구를 희망합니다.',
      { list: ['기간: 2027년 상반기 중 6개월', '형태: 산학공동연구(정부 과제 공동 신청 가능)'] },
    ],
    daysAgo: 12,
    hour: 15,
    contact: { company: '(주)새솔바이오', contactName: '최예린', phone: '010-2345-6789', email: 'member2@example.com' },
    answer: ['협력지원팀입니다. 신소재공학과 고분자 소재 연구실과 연결해 드릴 수 있습니다.', '담당자가 남겨 주신 연락처로 다음 주 중 연락드리겠습니다.'],
  },
  {
    board: 'collabo',
    type: '장비·시설 활용',
    author: seedUsernames.member1,
    title: '시제품 신뢰성 시험을 위한 항온항습 챔버 장기 사용 협의',
    body: ['IoT 센서 시제품의 신뢰성 시험을 위해 항온항습 챔버를 2주간 연속으로 사용하고 싶습니다.', '장기 사용 시 이용료 할인이나 별도 협약이 가능한지 문의드립니다.'],
    daysAgo: 5,
    hour: 10,
    contact: { company: '새솔전자 연구소', contactName: '김민준', phone: '010-3456-7890', email: 'member1@example.com' },
  },
  {
    board: 'collabo',
    type: '기술이전',
    author: seedUsernames.member1,
    secret: true,
    title: '특허 기술이전 조건 협의 요청',
    body: ['귀 대학 보유 특허(저전력 무선 센서 노드 관련)의 기술이전 조건을 협의하고 싶습니다.', '통상 실시권 기준 선급 기술료 범위를 알려 주시면 내부 검토하겠습니다.'],
    daysAgo: 2,
    hour: 9,
    contact: { company: '새솔전자 연구소', contactName: '김민준', phone: '010-3456-7890', email: 'member1@example.com' },
  },
]
