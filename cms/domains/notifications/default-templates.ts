import type { NotificationEvent } from '../../../contract/notifications'

type TemplateSeed = { code: string; alimtalk: string; sms: string }

/**
 * The portal's starting texts per event: the 알림톡 text as it would be submitted to Kakao for
 * approval (정보성 only), and a short 문자. Staff replace code and text with what Kakao approved.
 */
export const defaultTemplates: Record<NotificationEvent, TemplateSeed> = {
  'booking.received': {
    code: 'SANHAK_BOOKING_RECEIVED',
    alimtalk:
      '#{이름}님, 장비 예약 신청이 접수되었습니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n\n담당자 확인 후 승인 여부를 알려 드립니다.',
    sms: '[산학협력단] 장비 예약 접수 #{예약번호} #{장비} #{이용일시}',
  },
  'booking.approved': {
    code: 'SANHAK_BOOKING_APPROVED',
    alimtalk: '#{이름}님, 장비 예약이 승인되었습니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n\n예약 시간에 맞춰 방문해 주세요.',
    sms: '[산학협력단] 장비 예약 승인 #{예약번호} #{장비} #{이용일시}',
  },
  'booking.rejected': {
    code: 'SANHAK_BOOKING_REJECTED',
    alimtalk: '#{이름}님, 장비 예약이 반려되었습니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n사유: #{사유}',
    sms: '[산학협력단] 장비 예약 반려 #{예약번호} 사유: #{사유}',
  },
  'booking.cancelled': {
    code: 'SANHAK_BOOKING_CANCELLED',
    alimtalk: '#{이름}님, 장비 예약이 취소되었습니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n사유: #{사유}',
    sms: '[산학협력단] 장비 예약 취소 #{예약번호} #{장비} #{이용일시}',
  },
  'booking.reminder-day-before': {
    code: 'SANHAK_BOOKING_DAY_BEFORE',
    alimtalk:
      '#{이름}님, 내일 장비 예약이 있습니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n장소: #{장소}\n\n이용하지 못하시면 미리 취소해 주세요.',
    sms: '[산학협력단] 내일 장비 예약 #{장비} #{이용일시} #{장소}',
  },
  'booking.reminder-hours-before': {
    code: 'SANHAK_BOOKING_HOURS_BEFORE',
    alimtalk: '#{이름}님, #{시간}시간 뒤 장비 예약이 시작됩니다.\n\n예약번호: #{예약번호}\n장비: #{장비}\n이용일시: #{이용일시}\n장소: #{장소}',
    sms: '[산학협력단] #{시간}시간 뒤 장비 예약 시작 #{장비} #{장소}',
  },
  'waitlist.offered': {
    code: 'SANHAK_WAITLIST_OFFERED',
    alimtalk:
      '#{이름}님, 대기하신 장비 예약에 자리가 났습니다.\n\n장비: #{장비}\n이용일시: #{이용일시}\n확정 기한: #{확정기한}\n\n기한 안에 마이페이지에서 예약을 확정해 주세요.',
    sms: '[산학협력단] 대기 예약 자리 발생 #{장비} #{이용일시} 확정 기한 #{확정기한}',
  },
  'application.revision-requested': {
    code: 'SANHAK_APPLICATION_REVISION',
    alimtalk:
      '#{이름}님, #{구분} 신청에 보완이 필요합니다.\n\n신청번호: #{신청번호}\n제목: #{제목}\n사유: #{사유}\n\n마이페이지에서 보완해 다시 제출해 주세요.',
    sms: '[산학협력단] #{구분} 신청 보완 요청 #{신청번호}',
  },
  'application.approved': {
    code: 'SANHAK_APPLICATION_APPROVED',
    alimtalk: '#{이름}님, #{구분} 신청이 승인되었습니다.\n\n신청번호: #{신청번호}\n제목: #{제목}',
    sms: '[산학협력단] #{구분} 신청 승인 #{신청번호}',
  },
  'application.rejected': {
    code: 'SANHAK_APPLICATION_REJECTED',
    alimtalk: '#{이름}님, #{구분} 신청이 반려되었습니다.\n\n신청번호: #{신청번호}\n제목: #{제목}\n사유: #{사유}',
    sms: '[산학협력단] #{구분} 신청 반려 #{신청번호}',
  },
  'course.starting-tomorrow': {
    code: 'SANHAK_COURSE_TOMORROW',
    alimtalk: '#{이름}님, 신청하신 교육이 내일 시작됩니다.\n\n교육명: #{교육명}\n교육 시작일: #{교육일시}\n장소: #{장소}',
    sms: '[산학협력단] 내일 교육 시작 #{교육명} #{장소}',
  },
  'event.seat-given': {
    code: 'SANHAK_EVENT_SEAT_GIVEN',
    alimtalk:
      '#{이름}님, 대기하신 행사에 자리가 나서 참가가 확정되었습니다.\n\n행사명: #{행사명}\n일시: #{행사일시}\n장소: #{장소}\n\n입장권은 마이페이지에서 확인해 주세요.',
    sms: '[산학협력단] 행사 참가 확정 #{행사명}',
  },
  'survey.opened': {
    code: 'SANHAK_SURVEY_OPENED',
    alimtalk: '#{이름}님, 참여하신 #{대상}의 만족도 설문이 열렸습니다.\n\n설문: #{설문명}\n응답 마감: #{마감일}\n\n마이페이지 설문 조사에서 응답해 주세요.',
    sms: '[산학협력단] 만족도 설문 #{설문명} 마감 #{마감일}',
  },
  'qna.answered': {
    code: 'SANHAK_QNA_ANSWERED',
    alimtalk: '#{이름}님, #{게시판}에 남기신 글에 답변이 등록되었습니다.\n\n제목: #{제목}',
    sms: '[산학협력단] #{게시판} 답변 등록: #{제목}',
  },
  'post.commented': {
    code: 'SANHAK_POST_COMMENTED',
    alimtalk: '#{이름}님, #{게시판}에 남기신 글에 새 댓글이 달렸습니다.\n\n제목: #{제목}',
    sms: '[산학협력단] #{게시판} 새 댓글: #{제목}',
  },
  'family.expiring': {
    code: 'SANHAK_FAMILY_EXPIRING',
    alimtalk: '#{이름}님, #{기업}의 가족회사 협약이 #{종료일}에 끝납니다.\n\n협약을 이어 가려면 종료 전에 갱신을 신청해 주세요.',
    sms: '[산학협력단] #{기업} 가족회사 협약 #{종료일} 종료 예정',
  },
  'account.password-changed': {
    code: 'SANHAK_PASSWORD_CHANGED',
    alimtalk: '#{이름}님, 계정의 비밀번호가 #{변경일시}에 변경되었습니다.\n\n본인이 변경하지 않았다면 바로 비밀번호를 다시 설정해 주세요.',
    sms: '[산학협력단] 비밀번호 변경됨 #{변경일시}. 본인이 아니면 바로 재설정하세요.',
  },
}

/**
 * The starting 알림톡 texts by code, as Kakao holds them once approved: what the development stand-in
 * fills with a message's variables, as SOLAPI fills the real ones.
 */
export const approvedAlimtalkTemplates = (): Record<string, string> =>
  Object.fromEntries(Object.values(defaultTemplates).map((template) => [template.code, template.alimtalk]))
