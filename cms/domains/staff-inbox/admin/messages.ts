/** Korean text of the staff inbox on the admin dashboard. */
export const messages = {
  inboxTitle: '처리를 기다리는 일',
  inboxIntro: '회원의 문의·요청, 장비 예약, 신청서 가운데 아직 처리하지 않은 것과 회원에게 보내지 못한 메일입니다. 오래 기다린 것부터 보여 드립니다.',
  inboxEmpty: '처리를 기다리는 일이 없습니다.',
  countsLabel: '종류별 대기 건수',
  count: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  columnKind: '구분',
  columnTitle: '제목',
  columnWho: '회원',
  columnSince: '접수일시',
  columnWaited: '대기 시간',
  secret: '비밀글',
  /** Under the table when more wait than it holds. */
  more: (shown: number, total: number) =>
    `전체 ${total.toLocaleString('ko-KR')}건 가운데 오래 기다린 ${shown}건입니다. 나머지는 위의 종류별 건수를 눌러 목록에서 보세요.`,
} as const
