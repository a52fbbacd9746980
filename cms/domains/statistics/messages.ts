import { statisticsMaxMonths } from '../../../contract/statistics'

/** The Korean texts of 운영 통계 (issue 34): refusals of a period, CSV names and headers. */
export const statisticsMessages = {
  monthFormat: '기간은 2026-01 형식의 연월로 입력해 주세요.',
  periodReversed: '시작 월이 종료 월보다 늦습니다. 기간을 다시 선택해 주세요.',
  periodTooLong: `통계 기간은 최대 ${statisticsMaxMonths}개월까지 조회할 수 있습니다.`,
  blockUnknown: '내려받을 통계 항목을 선택해 주세요.',
  exportFile: (blockLabel: string, from: string, to: string) => `운영통계_${blockLabel}_${from}_${to}.csv`,
  whole: '기간 전체',
  notDecided: '-',
  csv: {
    applications: ['프로그램', '월', '신청 건수', '접수', '검토중', '보완요청', '재제출', '승인', '반려', '완료', '취소', '결정 건수', '결정까지 중앙값(일)'],
    equipment: ['장비번호', '장비명', '예약 건수', '예약 시간(시간)', '운영 시간(시간)', '가동률(%)'],
    courses: ['과정명', '시작일', '정원', '확보 좌석', '충원율(%)', '승인 인원', '수료(완료) 인원', '수료율(%)'],
    events: ['행사명', '구분', '시작일', '정원', '참가 확정·참석', '참석', '대기', '취소', '참석률(%)', '설문 응답', '만족도(5점)'],
    boards: ['게시판', '월', '게시글 수', '답변된 글', '첫 답변까지 중앙값(시간)'],
    members: ['월', '학생', '교직원', '기업회원', '일반', '신규 회원 합계', '신규 기업', '가족회사 협약 시작'],
  },
} as const
