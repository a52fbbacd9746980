/** The member's side of 알림: the list, the header's bell and the preferences page. */
export const notificationMessages = {
  list: {
    caption: '받은 알림 목록',
    empty: '받은 알림이 없습니다. 예약 승인, 답변 등록 같은 소식이 생기면 여기에 알려 드립니다.',
    readAll: '모두 읽음',
    readAllDone: (count: number) => (count > 0 ? `알림 ${count}건을 읽음으로 표시했습니다.` : '읽지 않은 알림이 없습니다.'),
    settings: '알림 설정',
    open: (title: string, read: boolean) => `${title}${read ? '' : ' (읽지 않음)'} 열기`,
    receivedAt: '받은 일시',
  },
  bell: {
    label: (unread: number) => (unread > 0 ? `알림, 읽지 않은 알림 ${unread}건` : '알림'),
    heading: '최근 알림',
    empty: '새 알림이 없습니다.',
    all: '전체 보기',
    failed: '알림을 불러오지 못했습니다.',
  },
  settings: {
    intro: '알림 종류마다 받을 방법을 고르세요. 알림톡을 받지 못하는 경우 문자도 함께 고르면 문자로 대신 보내 드립니다.',
    event: '알림 종류',
    /** The table's column heads: short, so all four columns fit a phone (each box keeps the full name). */
    channelHeads: { email: '이메일', alimtalk: '알림톡', sms: '문자', portal: '포털' },
    lockedTip: '계정 보안을 위해 항상 보내는 알림입니다.',
    urgentTip: '곧 있을 일이거나 계정 보안에 관한 알림이라 알림 받지 않는 시간에도 보냅니다.',
    urgent: '즉시',
    channelLabel: (event: string, channel: string) => `${event} — ${channel}`,
    toProfile: '회원정보에서 휴대폰 번호 인증하기',
    quietTitle: '알림 받지 않는 시간',
    quietSwitch: '이 시간에는 알림톡·문자를 보내지 않고 끝나는 시각에 보내기',
    quietHelp: '이메일과 포털 알림은 바로 보냅니다.',
    quietStart: '시작',
    quietEnd: '끝',
    save: '저장',
    saved: '알림 설정을 저장했습니다.',
    toList: '알림 목록',
  },
} as const
