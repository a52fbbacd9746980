/**
 * Where Payload's own Korean reads unnatural for the staff of a Korean portal. Korean portals call
 * the login name 아이디 (Payload: 사용자 이름), and scheduled publishing is 예약 게시 (Payload:
 * 발행 일정, and its list of schedules "예정된 행사", upcoming parties).
 */
export const koreanWording = {
  authentication: { username: '아이디', usernameNotValid: '아이디가 올바르지 않습니다.' },
  general: {
    username: '아이디',
    schedulePublishFor: '{{title}} 예약 게시',
    upcomingEvents: '예약된 게시',
    noUpcomingEventsScheduled: '예약된 게시가 없습니다.',
  },
  version: { schedulePublish: '예약 게시', scheduledSuccessfully: '예약했습니다.', type: '구분' },
  error: { usernameAlreadyRegistered: '이미 사용 중인 아이디입니다.', usernameOrPasswordIncorrect: '아이디 또는 비밀번호가 올바르지 않습니다.' },
}
